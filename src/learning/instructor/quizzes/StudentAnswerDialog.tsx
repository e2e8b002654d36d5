import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate, type Identifier } from 'react-admin';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { AnswerReviewList } from '../../shared/quizzes/AnswerReviewList';
import { OtherGradeForm } from './OtherGradeForm';
import { StudentAnswerSummary } from './StudentAnswerSummary';
import { AttemptSwitch } from './AttemptSwitch';
import { useStudentAnswer } from './useStudentAnswer';

export interface StudentAnswerDialogProps {
  testId: Identifier;
  /** The student whose answers are open; null: closed. */
  student: { studentId: Identifier; studentFullName: string } | null;
  onClose: () => void;
}

/**
 * One student's answers (GET …/answers/{studentId}): the result, then each question of their
 * paper in their order, with what the student answered beside the right answer (the test's own
 * questions and the bank's of every kind, files with their download links), and, for an 'Other'
 * text, an essay or a file answer of a finished attempt, the instructor's points for it.
 */
export function StudentAnswerDialog({ testId, student, onClose }: StudentAnswerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const studentId = student?.studentId ?? '';
  const { query, onGraded, pick } = useStudentAnswer(testId, studentId, student !== null);
  const answer = query.data;
  const finished = answer?.status === 'SUBMITTED' || answer?.status === 'TIME_UP';

  return (
    <Dialog
      open={student !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {translate('quizzes.answers.title', { name: student?.studentFullName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        {query.error ? (
          <QueryState error={query.error} notFound={translate('quizzes.answers.notFound')} onRetry={() => void query.refetch()} />
        ) : !answer ? (
          <InlineSpinner />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <AttemptSwitch answer={answer} onPick={pick} />
            <StudentAnswerSummary answer={answer} />
            {answer.status === 'NOT_STARTED' && <Alert severity="info">{translate('quizzes.answers.notTaken')}</Alert>}
            {answer.status === 'IN_PROGRESS' && <Alert severity="info">{translate('quizzes.answers.inProgress')}</Alert>}
            {answer.awaitingReview && <Alert severity="warning">{translate('quizBank.results.awaitingReview')}</Alert>}
            {answer.status !== 'NOT_STARTED' && (
              <AnswerReviewList
                questions={answer.questions}
                answersShown
                own={false}
                renderExtra={(key) => {
                  const q = answer.questions.find((item) => (item.key ?? String(item.questionId)) === key);
                  if (!finished || !q) return null;
                  if (q.source === 'BANK') {
                    if (!q.gradedByHand) return null;
                    return (
                      <OtherGradeForm
                        testId={testId}
                        studentId={studentId}
                        question={{ questionId: q.questionId, questionKey: q.key, points: q.points }}
                        current={q.manualPoints}
                        onSaved={onGraded}
                        attemptNo={answer.attemptNo}
                        label={translate('quizBank.answer.gradeLabel')}
                      />
                    );
                  }
                  if (!q.hasOther || !q.otherText?.trim()) return null;
                  return (
                    <OtherGradeForm
                      testId={testId}
                      studentId={studentId}
                      question={q}
                      current={q.otherPoints}
                      onSaved={onGraded}
                      attemptNo={answer.attemptNo}
                    />
                  );
                }}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained">
          {translate('learning.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
