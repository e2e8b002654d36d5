import type { LessonDetailDto, LessonDto } from '../../api/learning';
import { idOf } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import type { MockLesson } from '../store/learningSeed';

/** The lessons of the store as both the instructor's and the student's handlers read them. */

/** Whether students see a lesson yet: its show date has come by the mock's clock (Date.now()). */
export const isShown = (lesson: Pick<MockLesson, 'showDate'>) => Date.parse(lesson.showDate) <= Date.now();

/** A lesson by id, of any course: the callers check whose it is. */
export const lessonById = (lessonId: unknown): MockLesson | undefined => mockStore.learning.lessons.find((l) => l.id === idOf(lessonId));

/**
 * A course's lessons in order: the one lookup of the instructor's and the student's handlers
 * (`shownOnly`: those the course's students see).
 */
export function courseLessons(courseId: number, { shownOnly = false }: { shownOnly?: boolean } = {}): MockLesson[] {
  return mockStore.learning.lessons
    .filter((l) => l.courseId === courseId && (!shownOnly || isShown(l)))
    .sort((a, b) => a.position - b.position);
}

/** A lesson as the lists answer it, with its materials counted. */
export function lessonDto(lesson: MockLesson): LessonDto {
  const state = mockStore.learning;
  return {
    ...lesson,
    isShown: isShown(lesson),
    videosCount: state.videos.filter((v) => v.lessonId === lesson.id).length,
    linksCount: state.links.filter((l) => l.lessonId === lesson.id).length,
    presentationsCount: state.presentations.filter((p) => p.lessonId === lesson.id).length,
  };
}

/** A lesson with its materials and the course's lessons (only the shown ones for a student). */
export function lessonDetail(lesson: MockLesson, { shownOnly = false }: { shownOnly?: boolean } = {}): LessonDetailDto {
  const state = mockStore.learning;
  return {
    ...lessonDto(lesson),
    allLessons: courseLessons(lesson.courseId, { shownOnly }).map(({ id, lessonName, position, showDate }) => ({
      id,
      lessonName,
      position,
      showDate,
    })),
    videos: state.videos.filter((v) => v.lessonId === lesson.id),
    links: state.links.filter((l) => l.lessonId === lesson.id),
    presentations: state.presentations.filter((p) => p.lessonId === lesson.id),
  };
}
