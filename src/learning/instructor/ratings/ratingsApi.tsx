import { useMemo } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type {
  CourseRatingDto,
  CourseRatingQuery,
  ExamDto,
  ExamInput,
  ExamMarkSaved,
  GroupRatingDto,
  RatingDistribution,
  RatingDistributionDto,
} from '../../../api/ratings';
import type { MessageResponse, SavedResponse } from '../../../api/types';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * The instructor's calls of SPEC §7 Ratings and exams (src/api/ratings.ts) over the app's
 * dataProvider: answers and failures go through its HTTP client, so a failure is an HttpError
 * with the server's message in the user's language and its status.
 */
export interface RatingsApi {
  /** GET /courses/{courseId}/students/rating: every row (no size), searched and sorted by the server. */
  getCourseRating(courseId: Identifier, query: CourseRatingQuery, signal?: AbortSignal): Promise<CourseRatingDto>;
  getDistribution(courseId: Identifier, signal?: AbortSignal): Promise<RatingDistributionDto>;
  saveDistribution(courseId: Identifier, input: RatingDistribution): Promise<SavedResponse<RatingDistributionDto>>;
  createExam(courseId: Identifier, input: ExamInput): Promise<SavedResponse<ExamDto>>;
  deleteExam(examId: Identifier): Promise<MessageResponse>;
  /** A whole number 0..100; null takes the mark away. */
  giveMark(examId: Identifier, studentId: Identifier, mark: number | null): Promise<ExamMarkSaved>;
  /** GET /groups/rating (every course I teach), or GET /courses/{courseId}/groups/rating. */
  getGroupRating(courseId?: Identifier, signal?: AbortSignal): Promise<GroupRatingDto>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** The query as search params: empty and default values left out, so the URL stays short. */
function searchParamsOf(query: CourseRatingQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.sort) params.sort = query.sort;
  if (query.order) params.order = query.order;
  if (query.page) params.page = query.page;
  if (query.size) params.size = query.size;
  return params;
}

export function createRatingsApi(dataProvider: Pick<LmsDataProvider, 'send'>): RatingsApi {
  const { send } = dataProvider;
  return {
    getCourseRating: (courseId, query, signal) =>
      send(`courses/${seg(courseId)}/students/rating`, { searchParams: searchParamsOf(query), signal }),
    getDistribution: (courseId, signal) => send(`courses/${seg(courseId)}/rating/distribution`, { signal }),
    saveDistribution: (courseId, input) => send(`courses/${seg(courseId)}/rating/distribution`, { method: 'POST', json: input }),
    createExam: (courseId, input) => send(`exam/create/${seg(courseId)}`, { method: 'POST', json: input }),
    deleteExam: (examId) => send(`exam/delete/${seg(examId)}`, { method: 'DELETE' }),
    giveMark: (examId, studentId, mark) => send(`exam/${seg(examId)}/give/mark/${seg(studentId)}`, { method: 'PUT', json: { mark } }),
    getGroupRating: (courseId, signal) =>
      send(courseId === undefined ? 'groups/rating' : `courses/${seg(courseId)}/groups/rating`, { signal }),
  };
}

export function useRatingsApi(): RatingsApi {
  const dataProvider = useDataProvider<LmsDataProvider>();
  return useMemo(() => createRatingsApi(dataProvider), [dataProvider]);
}

/** react-query keys of the rating pages (react-admin's refresh reloads them with the rest). */
export const ratingKeys = {
  all: ['learning', 'ratings'] as const,
  course: (courseId: Identifier) => ['learning', 'ratings', 'course', String(courseId)] as const,
  table: (courseId: Identifier, query: CourseRatingQuery) => ['learning', 'ratings', 'course', String(courseId), 'table', query] as const,
  distribution: (courseId: Identifier) => ['learning', 'ratings', 'course', String(courseId), 'distribution'] as const,
  groups: (courseId?: Identifier) => ['learning', 'ratings', 'groups', courseId === undefined ? 'all' : String(courseId)] as const,
};
