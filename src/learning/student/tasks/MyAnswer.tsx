import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate, useDataProvider } from 'react-admin';
import { answerEditable, type AnswerInput, type AnswerSummary, type TaskAnswerDto, type TaskDto } from '../../../api/tasks';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useServerSave } from '../../shared/useServerSave';
import { studentKeys } from '../studentKeys';
import { AnswerForm, type AnswerFieldError } from './AnswerForm';
import { AnswerView, ReviewNotice } from './AnswerView';
import { discardAnswerDraft, EMPTY_DRAFT, readAnswerDraft, type AnswerDraft } from './answerDraft';
import { deadlinePassed } from './MyAnswerChips';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export interface MyAnswerProps {
  task: TaskDto;
  /** The student's answer in full, or null before the first one. */
  answer: TaskAnswerDto | null;
  timeZone: string;
  /** Where the unsent draft is kept (answerDraftKey). */
  draftKey: string;
}

function summaryOf(answer: TaskAnswerDto): AnswerSummary {
  const { answerId, taskId, studentId, studentFullName, status, late, points, comment, submittedAt, reviewedAt } = answer;
  return { answerId, taskId, studentId, studentFullName, status, late, points, comment, submittedAt, reviewedAt };
}

/** Which field a server's 400 names: `text`, `files`, or `links.N` (react-admin's save passes the last part). */
function fieldOf(field: string): AnswerFieldError['field'] {
  if (field === 'text' || field === 'files') return field;
  return 'links';
}

/**
 * The student's answer to a task: the form before the first answer; then the answer with its
 * state, points and the instructor's comment, changed while it waits or sent again after it
 * was returned (never once accepted). The server's message shows as the green notice; after the
 * deadline the page says the answer will be marked late (the server's clock decides).
 */
export function MyAnswer({ task, answer, timeZone, draftKey }: MyAnswerProps) {
  const translate = useTranslate();
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
    queryClient.setQueryData<TaskDto>(taskKeys.task(task.taskId), (old) => (old ? { ...old, answer: summaryOf(dto) } : old));
    justSaved.current = true;
    setEditing(false);
    return true;
  };

  const late = deadlinePassed(task.deadline);
  const lateNote = late && (
    <Alert severity="warning" data-testid="late-note">
      {translate('student.answer.lateNote', { date: formatSchoolDateTime(task.deadline, timeZone) })}
    </Alert>
  );

  if (editing) {
    const label = !answer
      ? 'student.answer.send'
      : answer.status === 'NOT_ACCEPTED'
        ? 'student.answer.sendAgain'
        : 'student.answer.saveChanges';
    return (
      <Stack spacing={2}>
        {answer?.status === 'NOT_ACCEPTED' && <ReviewNotice answer={answer} timeZone={timeZone} />}
        {answer?.status === 'WAITING' && (
          <Alert severity="info" variant="outlined">
            {translate('student.answer.editingNote')}
          </Alert>
        )}
        {lateNote}
        <AnswerForm
          key={answer ? `${answer.answerId}-${answer.submittedAt}` : 'new'}
          draftKey={draftKey}
          initial={initial}
          submitLabel={translate(label)}
          onSubmit={submit}
          onCancel={answer ? () => setEditing(false) : undefined}
          busy={busy}
          fieldError={fieldError}
        />
      </Stack>
    );
  }

  if (!answer) return null;
  return (
    <Stack spacing={2} ref={viewRef} tabIndex={-1} sx={{ outline: 'none' }}>
      <ReviewNotice answer={answer} timeZone={timeZone} />
      <AnswerView answer={answer} timeZone={timeZone} />
      {editable && (
        <Box>
          {answer.status === 'NOT_ACCEPTED' ? (
            <Button variant="contained" startIcon={<ReplayIcon />} onClick={() => setEditing(true)}>
              {translate('student.answer.rework')}
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {translate('student.answer.edit')}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
