import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetOne, useTranslate, useDataProvider } from 'react-admin';
import type { StudentQuizDto, QuizPassResponse } from '../../../api/quizAttempts';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { studentKeys } from '../studentKeys';
import { browserStorage, removeLocalAttempt } from './attemptStore';
import { ServerClock, timed } from './serverClock';
import { studentQuizKeys } from './studentQuizKeys';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Loading the test is retried on network and server failures only (a 404 stays a 404). */
export function retryTransient(count: number, error: unknown): boolean {
  const status = statusOf(error);
  return count < 3 && (status === undefined || status === 0 || status >= 500);
}

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
 * The state of the test-taking page: the test by the server's clock (never a copy from an
 * earlier visit), its course and lesson for the crumbs, Start, and what happens when the
 * attempt is submitted or closed by the server.
 */
export function useQuizTaking(params: { courseId?: string; lessonId?: string; testId?: string }) {
  const testId = params.testId ?? '';
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const [clock] = useState(() => new ServerClock());
  // What the submission just made here said: the server's words, and whether the time had run out.
  const [submitted, setSubmitted] = useState<{ message: string; timeUp: boolean } | null>(null);
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
    // No number: the first attempt as the SPEC starts it; a number: that next attempt (issue 17, item 3).
    mutationFn: (attemptNo?: number) =>
      timed(clock, () => dataProvider.startQuizAttempt(testId, attemptNo === undefined ? undefined : { attemptNo })),
    onMutate: () => {
      setStartError(null);
      setSubmitted(null);
    },
    onSuccess: (dto) => queryClient.setQueryData(key, dto),
    onError: (error) => {
      setStartError((error as Error)?.message || translate('app.errors.generic'));
      // A test blocked meanwhile shows as blocked; a refused next attempt shows the server's reason now.
      if (statusOf(error) === 403 || statusOf(error) === 409) void query.refetch();
    },
  });

  const onClosed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: studentQuizKeys.test(testId) });
    void queryClient.invalidateQueries({ queryKey: studentQuizKeys.answer(testId) });
    void queryClient.invalidateQueries({ queryKey: studentKeys.tests(lessonId) });
  }, [queryClient, testId, lessonId]);
  const onSubmitted = useCallback(
    (result: QuizPassResponse, timeUp: boolean) => {
      // The finished view's banner (a status region, read out when it appears) says it once; a toast would repeat it.
      setSubmitted({ message: result.message, timeUp });
      queryClient.setQueryData<StudentQuizDto>(studentQuizKeys.test(testId), (old) => (old ? submittedView(old, result) : old));
      onClosed();
    },
    [queryClient, testId, onClosed],
  );

  // A finished attempt needs no copy of its answers on the device any more.
  const finishedAttempt = test?.attempt && test.attempt.status !== 'IN_PROGRESS' ? test.attempt.startedAt : null;
  useEffect(() => {
    if (finishedAttempt && test) removeLocalAttempt(browserStorage(), test.testId, finishedAttempt);
  }, [finishedAttempt, test]);

  const now = useCallback(() => clock.now(), [clock]);

  return { clock, now, query, test, courseId, lessonId, course, lesson, start, startError, submitted, onSubmitted, onClosed };
}
