import { delay, http, type RequestHandler } from 'msw';
import type { StudentQuizRow } from '../../dataProvider/studentCalls';
import { quizPublishState } from '../../api/quizPublishing';
import { API_PATTERN, pagedJson } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { demoStudent } from '../store/demoCallers';
import { isStudent, myLesson } from './studentAccess';
import { isOwnQuestion } from '../builders/studentQuizBuilders';

/** A lesson's tests as the student lists them, with their attempt. */

/** The demo student's attempt state at each test of a lesson, scored one point-block per question. */
function testRows(lessonId: number): StudentQuizRow[] {
  const studentId = demoStudent()?.studentId;
  return mockStore.quizzes
    .filter((entry) => entry.test.lessonId === lessonId && quizPublishState(entry.test.publishedAt) === 'PUBLISHED')
    .map(({ test, attempts }) => {
      const { questions: _questions, answersCount: _count, hasAttempts: _has, createdAt: _created, ...summary } = test;
      const attempt = attempts.find((a) => a.studentId === studentId);
      const finished = attempt?.status === 'SUBMITTED' || attempt?.status === 'TIME_UP';
      const received = finished
        ? test.questions.filter(isOwnQuestion).reduce((sum, q) => {
            const chosen = [...(attempt.chosen[q.questionId] ?? [])].sort().join(',');
            const correct = q.options
              .filter((o) => o.isCorrect)
              .map((o) => o.optionId)
              .sort()
              .join(',');
            return sum + (chosen === correct ? q.points : 0) + (attempt.otherPoints[q.questionId] ?? 0);
          }, 0)
        : 0;
      return {
        ...summary,
        attemptStatus: attempt?.status ?? 'NOT_STARTED',
        points: finished ? { pointsReceived: received, maxPoints: test.maxPoints } : null,
        passed: finished ? received >= (test.maxPoints * test.passPercent) / 100 : null,
      };
    });
}

export const studentQuizListHandlers: RequestHandler[] = [
  http.get(`${API_PATTERN}/lessons/:lessonId/tests`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const lesson = myLesson(request, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    return pagedJson(request, testRows(lesson.found.id));
  }),
];
