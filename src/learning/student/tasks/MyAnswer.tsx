import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import type { TaskAnswerDto, TaskDto } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';
import { AnswerForm } from './AnswerForm';
import { AnswerView, ReviewNotice } from './AnswerView';
import { deadlinePassed } from './MyAnswerChips';
import { useMyAnswer } from './useMyAnswer';

export interface MyAnswerProps {
  task: TaskDto;
  /** The student's answer in full, or null before the first one. */
  answer: TaskAnswerDto | null;
  timeZone: string;
  /** Where the unsent draft is kept (answerDraftKey). */
  draftKey: string;
}

/**
 * The student's answer to a task: the form before the first answer; then the answer with its
 * state, points and the instructor's comment, changed while it waits or sent again after it
 * was returned (never once accepted). The server's message shows as the green notice; after the
 * deadline the page says the answer will be marked late (the server's clock decides).
 */
export function MyAnswer({ task, answer, timeZone, draftKey }: MyAnswerProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const { editable, editing, setEditing, fieldError, viewRef, initial, submit, busy } = useMyAnswer(task, answer, draftKey);

  const late = deadlinePassed(task.deadline);
  const lateNote = late && (
    <Alert severity="warning" data-testid="late-note">
      {translate('student.answer.lateNote', { date: dateTime(task.deadline, timeZone) })}
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
          fileRules={{ taskId: task.taskId, kinds: task.answerFileKinds, maxMb: task.answerMaxMb }}
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
