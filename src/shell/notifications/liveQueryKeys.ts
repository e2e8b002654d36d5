import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationKindName } from '../../api/notifications';
import { eventKeys } from '../../learning/shared/calendar/calendarApi';
import { learningKeys } from '../../learning/shared/learningKeys';
import { quizKeys } from '../../learning/shared/quizzes/quizKeys';
import { taskKeys } from '../../learning/shared/tasks/taskKeys';
import { ratingKeys } from '../../learning/instructor/ratings/ratingKeys';
import { studentQuizKeys } from '../../learning/student/quizzes/studentQuizKeys';
import { studentKeys } from '../../learning/student/studentKeys';
import { useNotificationSocketEvents } from './useNotifications';

/*
 * What a pushed notification changes on the pages behind the bell: the one place that maps each
 * kind to the react-query (and react-admin, keyed by resource) key prefixes whose data it makes
 * stale. The socket's notification refetches the queries shown now and marks the others stale,
 * so the student's home drops 'Returned for rework' once the answer is accepted and the review
 * tabs count an answer sent again, without a reload. A test being taken (its own key) is never
 * among them: refetching it would restart what the student is typing.
 */

/** To the instructors: the review tabs and the rating. */
const answerToReview: QueryKey[] = [taskKeys.all, ratingKeys.all];
/** To the student: the home's and task page's status, the results and ratings. */
const taskAnswers: QueryKey[] = [taskKeys.all, studentKeys.all, studentQuizKeys.ratings, studentQuizKeys.results];
const quizResults: QueryKey[] = [studentKeys.all, studentQuizKeys.answers, studentQuizKeys.ratings, studentQuizKeys.results, quizKeys.all];
const newInLesson: QueryKey[] = [learningKeys.allLessons, learningKeys.allLesson, taskKeys.all, studentKeys.all];

export const LIVE_QUERY_KEYS: Record<NotificationKindName, readonly QueryKey[]> = {
  ANNOUNCEMENT_PUBLISHED: [['announcements']],
  TASK_CREATED: newInLesson,
  TEST_CREATED: [...newInLesson, quizKeys.all],
  TASK_ANSWER_SUBMITTED: answerToReview,
  TASK_ANSWER_ACCEPTED: taskAnswers,
  TASK_ANSWER_REJECTED: taskAnswers,
  TASK_ANSWER_REGRADED: taskAnswers,
  QUIZ_FINISHED: quizResults,
  QUIZ_REGRADED: quizResults,
  EVENT_PUBLISHED: [eventKeys.all],
  EVENT_CANCELLED: [eventKeys.all],
  TASK_DEADLINE_SOON: [studentKeys.all],
  TASK_DEADLINE_CHANGED: [...taskAnswers, studentKeys.all],
  TASK_REMINDED: [studentKeys.all],
};

/** Every key prefix any push may touch: after a reconnection anything may have been missed. */
const ALL_LIVE_KEYS: readonly QueryKey[] = [
  ...new Map(
    Object.values(LIVE_QUERY_KEYS)
      .flat()
      .map((key) => [JSON.stringify(key), key]),
  ).values(),
];

/** Keeps the data behind the bell live: each notification on the socket refetches what its kind changes. */
export function useLiveQueryRefresh(): void {
  const queryClient = useQueryClient();
  useNotificationSocketEvents((event) => {
    const keys =
      event.type === 'reconnected'
        ? ALL_LIVE_KEYS
        : event.type === 'message' && event.message.type === 'notification'
          ? (LIVE_QUERY_KEYS[event.message.notification.kind] ?? [])
          : [];
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  });
}
