import { allow, errorResponse, idOf, type Access } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockQuiz } from '../store/quizSeed';
import { instructorLesson, instructorLessonIds } from '../store/demoCallers';

/** What the instructor's test calls may open: the lessons and tests of the courses they teach. */

export function ownLesson(request: Request, lessonId: unknown): Access<{ id: number; courseId: number }> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const lesson = instructorLesson(idOf(lessonId));
  return lesson ? { found: lesson } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

export function ownTest(request: Request, testId: unknown): Access<MockQuiz> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const lessonIds = instructorLessonIds();
  const entry = mockStore.quizzes.find((e) => e.test.testId === idOf(testId) && lessonIds.has(e.test.lessonId));
  return entry ? { found: entry } : { denied: errorResponse(request, 404, 'errors.notFound') };
}
