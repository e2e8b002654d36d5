import type { Identifier } from 'react-admin';
import type { CourseRatingQuery } from '../../../api/ratings';

/** react-query keys of the rating pages (react-admin's refresh reloads them with the rest). */
export const ratingKeys = {
  all: ['learning', 'ratings'] as const,
  course: (courseId: Identifier) => ['learning', 'ratings', 'course', String(courseId)] as const,
  table: (courseId: Identifier, query: CourseRatingQuery) => ['learning', 'ratings', 'course', String(courseId), 'table', query] as const,
  distribution: (courseId: Identifier) => ['learning', 'ratings', 'course', String(courseId), 'distribution'] as const,
  groups: (courseId?: Identifier) => ['learning', 'ratings', 'groups', courseId === undefined ? 'all' : String(courseId)] as const,
};
