import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { QuizAnswerDto } from '../../../api/quizResults';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { quizKeys } from '../../shared/quizzes/quizKeys';
import { QuizQuestions } from '../../shared/quizzes/QuizQuestions';
import { reviewOfAnswer } from '../../shared/quizzes/quizResponse';
import { OtherGradeForm } from './OtherGradeForm';
import { StudentAnswerSummary } from './StudentAnswerSummary';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export interface StudentAnswerDialogProps {
  testId: Identifier;
  /** The student whose answers are open; null: closed. */
  student: { studentId: Identifier; studentFullName: string } | null;
  onClose: () => void;
}

/**
 * One student's answers (GET …/answers/{studentId}): the result, then each question with what
 * the student chose beside the correct options, and, for an 'Other' text of a finished attempt,
 * the instructor's points for it.
 */
export function StudentAnswerDialog({ testId, student, onClose }: StudentAnswerDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const studentId = student?.studentId ?? '';

  const query = useQuery({
    queryKey: quizKeys.answer(testId, studentId),
    queryFn: ({ signal }) => dataProvider.getStudentQuizAnswer(testId, studentId, signal),
    enabled: student !== null,
    retry: false,
  });
  const answer = query.data;
  const shown = useMemo(() => (answer ? reviewOfAnswer(answer) : null), [answer]);
  const finished = answer?.status === 'SUBMITTED' || answer?.status === 'TIME_UP';

  const onGraded = (next: QuizAnswerDto) => {
    queryClient.setQueryData(quizKeys.answer(testId, studentId), next);
  };

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
        ) : !answer || !shown ? (
          <InlineSpinner />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <StudentAnswerSummary answer={answer} />
            {answer.status === 'NOT_STARTED' && <Alert severity="info">{translate('quizzes.answers.notTaken')}</Alert>}
            {answer.status === 'IN_PROGRESS' && <Alert severity="info">{translate('quizzes.answers.inProgress')}</Alert>}
            {answer.awaitingReview && <Alert severity="warning">{translate('quizzes.answers.awaitingReview')}</Alert>}
            {answer.status !== 'NOT_STARTED' && (
              <QuizQuestions
                questions={shown.questions}
                value={shown.value}
                review={shown.review}
                readOnly
                renderExtra={(question) => {
                  const q = answer.questions.find((item) => item.questionId === question.questionId);
                  if (!finished || !q?.hasOther || !q.otherText?.trim()) return null;
                  return (
                    <OtherGradeForm testId={testId} studentId={studentId} question={question} current={q.otherPoints} onSaved={onGraded} />
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
