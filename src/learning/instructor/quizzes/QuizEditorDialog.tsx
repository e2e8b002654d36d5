import { useId, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { QuizDto } from '../../../api/quizAuthoring';
import { FormDialog } from '../../shared/FormDialog';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { problemText } from './QuestionEditor/problemText';
import { ScoringHelp } from './ScoringHelp';
import { fieldId, newQuestion, type QuestionDraft } from './quizDraft';
import { BankSlotDialogs } from './bankSlots/BankSlotDialogs';
import { isSlotDraft } from './bankSlots/slotDraft';
import { PresentationSection } from './QuizEditorDialog/PresentationSection';
import { AttemptsSection } from './QuizEditorDialog/AttemptsSection';
import { EditorNotices } from './QuizEditorDialog/EditorNotices';
import { QuestionsSection } from './QuizEditorDialog/QuestionsSection';
import { QuizFields } from './QuizEditorDialog/QuizFields';
import { useFieldFocus } from './QuizEditorDialog/useFieldFocus';
import { useQuizDraft } from './QuizEditorDialog/useQuizDraft';
import { useQuizSubmit } from './QuizEditorDialog/useQuizSubmit';

export interface QuizEditorDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The lesson's course: its question bank is where 'Add from the bank' and random questions come from. */
  courseId?: Identifier;
  /** The test to edit; none to create one in the lesson. */
  testId?: Identifier | null;
  onClose: () => void;
  onSaved?: (test: QuizDto) => void;
}

/**
 * The question editor of a test, in a dialog (full screen on phones): name, time to take it in
 * hours and minutes, pass mark, message for students, and the questions. Problems found by the
 * shared authoring rules show under their fields in the user's language as soon as Save is
 * pressed (then as the fields change), and the focus goes to the first one; the server's 400
 * lands on the field it names, and its 409 (students have started) is shown on top.
 */
export function QuizEditorDialog({ open, lessonId, courseId, testId, onClose, onSaved }: QuizEditorDialogProps) {
  const translate = useTranslate();
  const prefix = `test-editor${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useQuizDraft(open, testId);
  const { editing, query, saved, locked, draft, errors, update } = form;
  const { requestFocus, focusField } = useFieldFocus(prefix);
  const { submit, busy } = useQuizSubmit({ form, lessonId, testId, focusField, onSaved, onClose });
  const problem = (field: string) => problemText(translate, errors[field]);
  const [adding, setAdding] = useState<'bank' | 'random' | null>(null);
  const bankCourse = courseId ?? saved?.courseId;

  const addQuestion = () => {
    const own = draft!.questions.filter((q): q is QuestionDraft => !isSlotDraft(q));
    const type = own[own.length - 1]?.questionType;
    update({ questions: [...draft!.questions, newQuestion(type)] });
    requestFocus(fieldId(prefix, `questions[${draft!.questions.length}].question`));
  };

  const title = translate(editing ? 'quizzes.editor.editTitle' : 'quizzes.editor.createTitle');

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitDisabled={!draft}
      maxWidth="md"
    >
      {editing && query.error ? (
        <QueryState error={query.error} notFound={translate('quizzes.notFound')} onRetry={() => void query.refetch()} />
      ) : !draft ? (
        <InlineSpinner />
      ) : (
        <>
          <EditorNotices
            conflict={form.conflict}
            serverErrors={form.serverErrors}
            locked={locked}
            answersCount={saved?.answersCount ?? 0}
          />
          <QuizFields draft={draft} prefix={prefix} update={update} problem={problem} />
          <ScoringHelp passPercent={draft.passPercent} />
          <QuestionsSection
            {...{ draft, prefix, locked, errors, problem, requestFocus }}
            setQuestion={form.setQuestion}
            moveQuestion={form.moveQuestion}
            removeQuestion={form.removeQuestion}
            onAdd={addQuestion}
            onAddFromBank={bankCourse === undefined ? undefined : () => setAdding('bank')}
            onAddRandom={bankCourse === undefined ? undefined : () => setAdding('random')}
          />
          <PresentationSection draft={draft} update={update} />
          <AttemptsSection draft={draft} prefix={prefix} update={update} problem={problem} />
        </>
      )}
      {bankCourse !== undefined && draft && (
        <BankSlotDialogs
          adding={adding}
          courseId={bankCourse}
          questions={draft.questions}
          onClose={() => setAdding(null)}
          onAdd={(items, focusField) => {
            // Back in the editor, on the first added slot (the dialog's focus is gone).
            requestFocus(fieldId(prefix, `questions[${draft.questions.length}].${focusField}`));
            form.addItems(items);
            setAdding(null);
          }}
        />
      )}
    </FormDialog>
  );
}
