import type { Identifier } from 'ra-core';
import type {
  CourseRatingDto,
  CourseRatingQuery,
  ExamDto,
  ExamInput,
  ExamMarkSaved,
  GroupRatingDto,
  RatingDistributionInput,
  RatingDistributionDto,
} from '../api/ratings';
import type { ExportFormat } from '../api/exports';
import type { MessageResponse, SavedResponse } from '../api/types';
import type { Download } from './download';
import { segment as seg, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/** The instructor's calls on ratings and exams (src/api/ratings.ts). */
export interface RatingCalls {
  /** GET /courses/{courseId}/students/rating: every row (no size), searched and sorted by the server. */
  getCourseRating(courseId: Identifier, query: CourseRatingQuery, signal?: AbortSignal): Promise<CourseRatingDto>;
  getRatingDistribution(courseId: Identifier, signal?: AbortSignal): Promise<RatingDistributionDto>;
  /** GET /courses/{courseId}/rating/export?format: the gradebook, searched and sorted as the table. */
  exportGradebook(
    courseId: Identifier,
    format: ExportFormat,
    query: Pick<CourseRatingQuery, 'search' | 'sort' | 'order'>,
  ): Promise<Download>;
  saveRatingDistribution(courseId: Identifier, input: RatingDistributionInput): Promise<SavedResponse<RatingDistributionDto>>;
  createExam(courseId: Identifier, input: ExamInput): Promise<SavedResponse<ExamDto>>;
  deleteExam(examId: Identifier): Promise<MessageResponse>;
  /** A whole number 0..100; null takes the mark away. */
  giveExamMark(examId: Identifier, studentId: Identifier, mark: number | null): Promise<ExamMarkSaved>;
  /** GET /groups/rating (every course I teach), or GET /courses/{courseId}/groups/rating. */
  getGroupRating(courseId?: Identifier, signal?: AbortSignal): Promise<GroupRatingDto>;
}

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

export function createRatingCalls(url: (path: string) => string, httpClient: HttpClient): RatingCalls {
  const send = sendVia(url, httpClient);
  return {
    getCourseRating: (courseId, query, signal) =>
      send(`courses/${seg(courseId)}/students/rating`, { searchParams: searchParamsOf(query), signal }),
    getRatingDistribution: (courseId, signal) => send(`courses/${seg(courseId)}/rating/distribution`, { signal }),
    exportGradebook: (courseId, format, query) =>
      send(`courses/${seg(courseId)}/rating/export`, {
        download: true,
        searchParams: { format, ...Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) },
      }),
    saveRatingDistribution: (courseId, input) => send(`courses/${seg(courseId)}/rating/distribution`, { method: 'POST', json: input }),
    createExam: (courseId, input) => send(`exam/create/${seg(courseId)}`, { method: 'POST', json: input }),
    deleteExam: (examId) => send(`exam/delete/${seg(examId)}`, { method: 'DELETE' }),
    giveExamMark: (examId, studentId, mark) => send(`exam/${seg(examId)}/give/mark/${seg(studentId)}`, { method: 'PUT', json: { mark } }),
    getGroupRating: (courseId, signal) =>
      send(courseId === undefined ? 'groups/rating' : `courses/${seg(courseId)}/groups/rating`, { signal }),
  };
}
