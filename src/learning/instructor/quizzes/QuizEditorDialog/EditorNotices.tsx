import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';
import type { DraftErrors } from '../quizDraft';
import { problemText } from '../QuestionEditor/problemText';

interface EditorNoticesProps {
  conflict: string | null;
  serverErrors: DraftErrors;
  locked: boolean;
  answersCount: number;
}

const KNOWN_FIELDS = new Set(['name', 'timeToTakeTheTest', 'passPercent', 'messageForStudents', 'questions']);

/** Over the form: the server's refusal, its problems about no field of the form, and the lock once students started. */
export function EditorNotices({ conflict, serverErrors, locked, answersCount }: EditorNoticesProps) {
  const translate = useTranslate();
  const unplaced = Object.entries(serverErrors).filter(([field]) => !KNOWN_FIELDS.has(field) && !field.startsWith('questions['));
  return (
    <>
      {conflict && (
        <Alert severity="error" role="alert" data-testid="editor-conflict">
          {conflict}
        </Alert>
      )}
      {unplaced.map(([field, p]) => (
        <Alert key={field} severity="error" role="alert">
          {problemText(translate, p)}
        </Alert>
      ))}
      {locked && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{translate('quizzes.editor.lockedTitle', { smart_count: answersCount })}</AlertTitle>
          {translate('quizzes.editor.lockedText')}
        </Alert>
      )}
    </>
  );
}
