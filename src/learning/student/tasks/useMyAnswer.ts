import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { answerEditable, answerSummaryOf, type AnswerInput, type TaskAnswerDto, type TaskDto } from '../../../api/tasks';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useServerSave } from '../../shared/useServerSave';
import { studentKeys } from '../studentKeys';
import { discardAnswerDraft, EMPTY_DRAFT, readAnswerDraft, type AnswerDraft } from './answerDraft';
import type { AnswerFieldError } from './useAnswerForm';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** Which field a server's 400 names: `text`, `files`, or `links.N` (react-admin's save passes the last part). */
function fieldOf(field: string): AnswerFieldError['field'] {
  if (field === 'text' || field === 'files') return field;
  return 'links';
}

/**
 * The state of the student's answer block: whether the form shows (at once when a draft was
 * left), the server's refusal of a field, and the submit, which sends or updates the answer
 * and puts the server's copy in the caches. `viewRef` is where the focus lands after a send.
 */
export function useMyAnswer(task: TaskDto, answer: TaskAnswerDto | null, draftKey: string) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const { save, busy } = useServerSave();
  const editable = answer ? answerEditable(answer.status) : true;
  const [editing, setEditing] = useState(() => {
    if (!answer) return true;
    if (!editable) {
      // An accepted answer cannot change: a draft left from before is of no use.
      discardAnswerDraft(draftKey);
      return false;
    }
    return readAnswerDraft(draftKey) !== null;
  });
  const [fieldError, setFieldError] = useState<AnswerFieldError | null>(null);
  // After a send the form (and the button that had the focus) goes away: the focus moves to
  // the answer's state, so keyboard and screen-reader users land on what just happened.
  const viewRef = useRef<HTMLDivElement>(null);
  const justSaved = useRef(false);
  useEffect(() => {
    if (!editing && justSaved.current) {
      justSaved.current = false;
      viewRef.current?.focus();
    }
  }, [editing]);
  const initial = useMemo<AnswerDraft>(
    () => (answer ? { text: answer.text, files: answer.files, links: answer.links } : EMPTY_DRAFT),
    [answer],
  );

  const submit = async (input: Required<AnswerInput>) => {
    setFieldError(null);
    const saved = await save(
      () => (answer ? dataProvider.updateTaskAnswer(answer.answerId, input) : dataProvider.sendTaskAnswer(task.taskId, input)),
      {
        onFieldError: (field, message) => setFieldError({ field: fieldOf(field), message }),
      },
    );
    if (!saved) return false;
    discardAnswerDraft(draftKey);
    const { message: _message, ...dto } = saved;
    queryClient.setQueryData(studentKeys.answer(dto.answerId), dto);
    queryClient.setQueryData<TaskDto>(taskKeys.task(task.taskId), (old) => (old ? { ...old, answer: answerSummaryOf(dto) } : old));
    justSaved.current = true;
    setEditing(false);
    return true;
  };

  return { editable, editing, setEditing, fieldError, viewRef, initial, submit, busy };
}
