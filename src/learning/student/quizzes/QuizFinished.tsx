import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import type { QuizAnswerDto } from '../../../api/quizResults';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useDateFormat } from '../../../i18n/dates';
import { AnswerReviewList } from '../../shared/quizzes/AnswerReviewList';
import { awaitingKind } from '../../shared/quizzes/attemptWords';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { studentQuizKeys } from './studentQuizKeys';
import { QuizResultCard } from './QuizResultCard';
import { AttemptsPanel } from './AttemptsPanel';

export interface QuizFinishedProps {
  test: StudentQuizDto & { attempt: NonNullable<StudentQuizDto['attempt']> };
  /** The server's words on submitting ('Тест пройден! Ожидайте результатов!'), when just submitted. */
  message?: string | null;
  /** Just submitted by itself because the time ran out (the server still took it, within its grace). */
  submittedAtTimeUp?: boolean;
  /** Answers shown without asking the server (stories). */
  answer?: QuizAnswerDto;
  /** Starting the next attempt (issue 17, item 3), its progress and the server's refusal. */
  onStartNext?: (attemptNo: number) => void;
  starting?: boolean;
  startError?: string | null;
  /** The server's clock (default the browser's). */
  now?: () => number;
}

const browserNow = () => Date.now();

/**
 * The attempts list shows when there may be more than one: a one-attempt test stays as it was,
 * unless the student's extra attempts (an accommodation) leave them another.
 */
const hasAttemptList = (test: StudentQuizDto) => test.maxAttempts !== 1 || test.attempts.length > 1 || (test.attemptsLeft ?? 0) > 0;

/**
 * A finished attempt: that it was submitted, 'Test submitted! Wait for the results.' (or that the
 * time ran out and the answers went), the result card 'X of Y' with passed or not, and the
 * answers as the test's review options show them now (the server leaves out the rest; when the
 * test's close will show more, it says when). The banner is a neutral
 * notice, never a green 'passed': SPEC §8's 'Тест пройден!' means taken, and the card beneath
 * may well say 'Not passed'.
 */
export function QuizFinished(props: QuizFinishedProps) {
  const { test, message, submittedAtTimeUp = false, answer: given } = props;
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const { attempt } = test;
  const closedAtTimeUp = attempt.status === 'TIME_UP';
  // The attempt reviewed below: the latest unless the student picks another from the list.
  const [picked, setPicked] = useState<number | null>(null);
  const shownNo = picked ?? attempt.attemptNo ?? null;
  const otherShown = picked !== null && picked !== attempt.attemptNo;
  const answerQuery = useQuery({
    queryKey: [...studentQuizKeys.answer(test.testId), otherShown ? picked : 'latest'],
    queryFn: ({ signal }) => dataProvider.getMyQuizAnswer(test.testId, signal, otherShown ? picked : undefined),
    enabled: !given,
    retry: 1,
  });
  const answer = given ?? answerQuery.data;
  // Bodies from before review options (issue 17) show everything they hold.
  const parts = answer?.review ?? { answers: true, rightAnswers: true, feedback: true };
  const nothingShown = !parts.answers && !parts.rightAnswers && !parts.feedback;
  const result =
    (otherShown ? null : attempt.result) ??
    (answer?.points ? { ...answer.points, passed: Boolean(answer.passed), awaitingReview: answer.awaitingReview } : null);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="test-finished">
      <Alert severity="info" role="status" data-testid="finished-message">
        {closedAtTimeUp
          ? translate('studentQuizzes.result.timeUpMessage')
          : submittedAtTimeUp
            ? translate('studentQuizzes.result.timeUpSubmittedMessage')
            : message || translate('studentQuizzes.result.submittedMessage')}
      </Alert>
      {result && (
        <QuizResultCard
          points={{ pointsReceived: result.pointsReceived, maxPoints: result.maxPoints }}
          passed={result.passed}
          passPercent={test.passPercent}
          awaitingReview={result.awaitingReview}
          awaitingKind={awaitingKind(answer?.questions)}
          finishedAt={dateTime(otherShown ? answer?.dateOfPassTheTest : attempt.submittedAt, zone) || null}
          timeSpent={answer?.timeSpent ?? null}
        />
      )}
      {hasAttemptList(test) && (
        <AttemptsPanel
          test={test}
          shownNo={shownNo}
          onShow={setPicked}
          onStartNext={(n) => props.onStartNext?.(n)}
          starting={props.starting}
          startError={props.startError}
          now={props.now ?? browserNow}
        />
      )}
      <Box component="section" aria-labelledby="test-review-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography id="test-review-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('studentQuizzes.result.reviewTitle')}
        </Typography>
        {answer?.moreReviewAt && (
          <Alert severity="info" data-testid="more-review-later">
            {translate('quizBankAnswers.review.moreLater', { date: dateTime(answer.moreReviewAt, zone) })}
          </Alert>
        )}
        {answer && nothingShown ? (
          !answer.moreReviewAt && <Typography sx={{ color: 'text.secondary' }}>{translate('quizBankAnswers.review.hiddenNow')}</Typography>
        ) : answer ? (
          <AnswerReviewList questions={answer.questions} answersShown={parts.answers} own />
        ) : answerQuery.error ? (
          <QueryState
            error={answerQuery.error}
            notFound={translate('studentQuizzes.notFound')}
            onRetry={() => void answerQuery.refetch()}
          />
        ) : (
          <InlineSpinner />
        )}
      </Box>
    </Box>
  );
}
