import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetOne, useNotify, useTranslate, useDataProvider } from 'react-admin';
import type { StudentQuizDto, QuizPassResponse } from '../../../api/quizAttempts';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { timeLimitLabel, usePointsFormat } from '../../shared/quizzes/quizFormat';
import { studentKeys } from '../studentKeys';
import { useStudentPaths } from '../studentPaths';
import { browserStorage, removeLocalAttempt } from './attemptStore';
import { AttemptView } from './AttemptView';
import { ServerClock, timed } from './serverClock';
import { studentQuizKeys } from './studentQuizKeys';
import { QuizFinished } from './QuizFinished';
import { QuizStart } from './QuizStart';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Loading the test is retried on network and server failures only (a 404 stays a 404). */
export function retryTransient(count: number, error: unknown): boolean {
  const status = statusOf(error);
  return count < 3 && (status === undefined || status === 0 || status >= 500);
}

type Finished = StudentQuizDto & { attempt: NonNullable<StudentQuizDto['attempt']> };

/** The test as the server will show it after this submission, until it is read again. */
function submittedView(test: StudentQuizDto, result: QuizPassResponse): StudentQuizDto {
  if (!test.attempt) return test;
  return {
    ...test,
    attempt: {
      ...test.attempt,
      status: 'SUBMITTED',
      submittedAt: result.dateOfPassTheTest,
      result: { ...result.points, passed: result.passed, awaitingReview: result.awaitingReview },
    },
  };
}

/**
 * A test as the student takes it (/student/courses/:courseId/lessons/:lessonId/tests/:testId):
 * before starting, the intro and Start; while the attempt runs, the questions against the
 * server's clock with every answer kept (AttemptView); once finished, the message, the result
 * and the answers (QuizFinished). A reload, at any point, comes back to the same place.
 */
export function QuizTakingPage() {
  const params = useParams<{ courseId: string; lessonId: string; testId: string }>();
  const testId = params.testId ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const paths = useStudentPaths();
  const points = usePointsFormat();
  const [clock] = useState(() => new ServerClock());
  const [passMessage, setPassMessage] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const key = studentQuizKeys.test(testId);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => timed(clock, () => dataProvider.getMyQuiz(testId, signal)),
    retry: retryTransient,
    refetchOnWindowFocus: false,
    // Never a copy kept from an earlier visit: the attempt resumes from what the server has now.
    gcTime: 0,
  });
  const test = query.data;
  const courseId = test?.courseId ?? params.courseId ?? '';
  const lessonId = test?.lessonId ?? params.lessonId ?? '';
  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false, enabled: Boolean(courseId) });
  const lesson = useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => dataProvider.getLesson(courseId, lessonId, signal),
    enabled: Boolean(courseId && lessonId),
    retry: false,
  });

  const start = useMutation({
    mutationFn: () => timed(clock, () => dataProvider.startQuizAttempt(testId)),
    onMutate: () => setStartError(null),
    onSuccess: (dto) => queryClient.setQueryData(key, dto),
    onError: (error) => {
      setStartError((error as Error)?.message || translate('app.errors.generic'));
      // A test blocked meanwhile shows as blocked.
      if (statusOf(error) === 403) void query.refetch();
    },
  });

  const onSubmitted = useCallback(
    (result: QuizPassResponse) => {
      setPassMessage(result.message);
      notify(result.message, { type: 'success', messageArgs: { _: result.message } });
      queryClient.setQueryData<StudentQuizDto>(studentQuizKeys.test(testId), (old) => (old ? submittedView(old, result) : old));
      void queryClient.invalidateQueries({ queryKey: studentQuizKeys.test(testId) });
      void queryClient.invalidateQueries({ queryKey: studentQuizKeys.answer(testId) });
      void queryClient.invalidateQueries({ queryKey: studentKeys.tests(lessonId) });
    },
    [notify, queryClient, testId, lessonId],
  );
  const onClosed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: studentQuizKeys.test(testId) });
    void queryClient.invalidateQueries({ queryKey: studentQuizKeys.answer(testId) });
    void queryClient.invalidateQueries({ queryKey: studentKeys.tests(lessonId) });
  }, [queryClient, testId, lessonId]);

  // A finished attempt needs no copy of its answers on the device any more.
  const finishedAttempt = test?.attempt && test.attempt.status !== 'IN_PROGRESS' ? test.attempt.startedAt : null;
  useEffect(() => {
    if (finishedAttempt && test) removeLocalAttempt(browserStorage(), test.testId, finishedAttempt);
  }, [finishedAttempt, test]);

  const crumbs = [
    { label: translate('studentQuizzes.crumbs.myCourses'), to: paths.myCourses },
    { label: course.data?.courseName ?? translate('studentQuizzes.crumbs.course'), to: paths.course(courseId) },
    { label: lesson.data?.lessonName ?? translate('studentQuizzes.crumbs.lesson'), to: paths.lesson(courseId, lessonId) },
  ];
  const back = { to: paths.lesson(courseId, lessonId), label: translate('studentQuizzes.backToLesson') };

  if (query.isPending) {
    return (
      <LearningPage title="…" crumbs={crumbs}>
        <InlineSpinner />
      </LearningPage>
    );
  }
  if (query.error || !test) {
    return (
      <LearningPage title={translate('learning.notFoundTitle')} crumbs={crumbs}>
        <QueryState error={query.error} notFound={translate('studentQuizzes.notFound')} back={back} onRetry={() => void query.refetch()} />
      </LearningPage>
    );
  }

  const attempt = test.attempt;
  const facts = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Chip size="small" variant="outlined" label={translate('quizzes.intro.time', { time: timeLimitLabel(test.timeToTakeTheTest) })} />
      <Chip size="small" variant="outlined" label={translate('quizzes.intro.questions', { smart_count: test.questionsCount })} />
      <Chip
        size="small"
        variant="outlined"
        label={translate('quizzes.intro.maxPoints', { points: points(test.maxPoints), smart_count: test.maxPoints })}
      />
    </Box>
  );

  let content;
  if (!attempt) {
    content = <QuizStart test={test} onStart={() => start.mutate()} starting={start.isPending} error={startError} />;
  } else if (attempt.status === 'IN_PROGRESS') {
    content = (
      <AttemptView
        key={`${test.testId}:${attempt.startedAt}`}
        test={test as Finished}
        calls={dataProvider}
        clock={clock}
        onSubmitted={onSubmitted}
        onClosed={onClosed}
      />
    );
  } else {
    content = <QuizFinished test={test as Finished} message={passMessage} />;
  }

  return (
    <LearningPage
      title={test.name}
      crumbs={[...crumbs, { label: test.name }]}
      subtitle={attempt ? facts : undefined}
      actions={
        attempt?.status === 'IN_PROGRESS' ? undefined : (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
            {back.label}
          </Button>
        )
      }
    >
      {content}
    </LearningPage>
  );
}
