/**
 * The tasks contract (SPEC §3 Task, §4 Task answer, §7 Tasks), shared by the app, its tests and
 * the server: tasks with rich content, students' answers and the instructor's review.
 *
 * Timestamps are ISO 8601 strings in UTC; the UI shows a deadline in the school's timezone
 * (`MeResponse.school.timezone`). The SPEC's placeholder task (id 99999, name '---', for lessons
 * with no task or test) is a rating-table concern and never stored or answered here.
 */

import type { AnswerFileKind } from './answerFiles.js';

export const TASK_NAME_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
/** The largest maximum mark a task may carry. */
export const TASK_MARK_MAX = 1000;
export const TASK_ELEMENTS_MAX = 100;
export const TASK_HTML_MAX = 100_000;
export const TASK_CODE_MAX = 50_000;
export const TASK_CODE_LANGUAGE_MAX = 30;
export const ANSWER_TEXT_MAX = 20_000;
export const ANSWER_FILES_MAX = 10;
export const ANSWER_LINKS_MAX = 20;
export const REVIEW_COMMENT_MAX = 5000;

/** The placeholder the rating table shows for a lesson with no task or test (SPEC §4, §9). */
export const PLACEHOLDER_TASK = { id: 99999, name: '---' } as const;

export const TASK_ELEMENT_TYPES = ['text', 'image', 'file', 'link', 'code'] as const;
export type TaskElementType = (typeof TASK_ELEMENT_TYPES)[number];

/**
 * One block of a task's content, in order. The server sanitises `text.html` (no script, event
 * handler, style or javascript: URL survives; links only http(s) and mailto) and fills in the
 * `link` (and a file's `name`) of uploaded files. `code.code` is plain text: show it as text.
 */
export type TaskElement =
  | { type: 'text'; html: string }
  /** An uploaded image of the school (fileId) or an http(s) image address (link). */
  | { type: 'image'; fileId?: number | null; link: string; alt?: string }
  /** An uploaded file of the school. */
  | { type: 'file'; fileId: number; link: string; name: string }
  | { type: 'link'; text: string; url: string }
  | { type: 'code'; language: string; code: string };

/** What the instructor sends for a block: the server fills in links and names of uploads. */
export type TaskElementInput =
  | { type: 'text'; html: string }
  | { type: 'image'; fileId?: number; link?: string; alt?: string }
  | { type: 'file'; fileId: number }
  | { type: 'link'; text: string; url: string }
  | { type: 'code'; language?: string; code: string };

export const ANSWER_STATUSES = ['WAITING', 'ACCEPTED', 'NOT_ACCEPTED'] as const;
/** WAITING: under review; ACCEPTED: approved with points; NOT_ACCEPTED: rejected, may be sent again. */
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const REVIEW_ACTIONS = ['APPROVE', 'REJECT'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export interface TaskDto {
  taskId: number;
  lessonId: number;
  courseId: number;
  taskName: string;
  /** Plain text. */
  description: string;
  taskElements: TaskElement[];
  /** ISO 8601 in UTC. */
  deadline: string;
  /** The maximum points. */
  mark: number;
  /** What files an answer takes (answerFiles.ts) and the largest one, in MB. */
  answerFileKinds: AnswerFileKind[];
  answerMaxMb: number;
  /** The late-penalty rule, in percent (latePenalty.ts): 0 per day takes nothing. */
  latePenaltyPerDay: number;
  latePenaltyFloor: number;
  createdAt: string;
  updatedAt: string;
  /**
   * Only in a student's view: the task's own deadline when the student's was extended; `deadline`
   * is then the student's own. Null (or absent) when it was not.
   */
  extendedFrom?: string | null;
  /** Only in a student's view: the student's own answer, or null before answering. */
  answer?: AnswerSummary | null;
  /**
   * Only in an instructor's list (GET /lessons/{lessonId}/tasks): how many entries each review
   * tab of GET /lessons/tasks/{taskId}/answers holds, so the list needs no call per task.
   */
  answerCounts?: TaskAnswerCounts;
}

/** The length of each review tab of a task (see TaskAnswersResponse). */
export interface TaskAnswerCounts {
  waiting: number;
  accepted: number;
  notAccepted: number;
  late: number;
  notSubmitted: number;
}

export interface TaskInput {
  taskName: string;
  description?: string;
  taskElements?: TaskElementInput[];
  /** ISO 8601 with an offset or Z, e.g. 2026-04-01T23:59:00+03:00; stored in UTC. */
  deadline: string;
  /** 0..TASK_MARK_MAX. */
  mark: number;
  /** Left out on a create: DEFAULT_ANSWER_FILE_KINDS and DEFAULT_ANSWER_MAX_MB; on a save: kept. */
  answerFileKinds?: AnswerFileKind[];
  answerMaxMb?: number;
  /** Left out on a create: no penalty (0 and 0); on a save: kept. */
  latePenaltyPerDay?: number;
  latePenaltyFloor?: number;
}

export interface AnswerFile {
  fileId: number;
  link: string;
  name: string;
  /** Bytes and sniffed type, known when just uploaded (FileUploadResponse); a quiz's file answer shows them. */
  size?: number;
  contentType?: string;
}

/** An answer as the review tabs list it. */
export interface AnswerSummary {
  answerId: number;
  taskId: number;
  studentId: number;
  studentFullName: string;
  status: AnswerStatus;
  /** Sent (or last sent again) after the student's deadline, by the server's clock. */
  late: boolean;
  /** Whole days late (a part of a day counts as one), and the percent of the points that costs (latePenalty.ts). */
  daysLate: number;
  penaltyPercent: number;
  /** The points the instructor gave, before the late penalty; null until accepted. */
  pointsGiven: number | null;
  /** The points that count: pointsGiven less the late penalty. */
  points: number | null;
  /** The student's own deadline for the task, when it was extended. */
  extendedTo: string | null;
  comment: string | null;
  /** ISO 8601 in UTC: when the student last sent it. */
  submittedAt: string;
  reviewedAt: string | null;
}

/** One answer in full: the instructor's GET /lessons/tasks/answers/{id} and the student's own. */
export interface TaskAnswerDto extends AnswerSummary {
  taskName: string;
  lessonId: number;
  courseId: number;
  /** The task's maximum points. */
  mark: number;
  deadline: string;
  text: string;
  files: AnswerFile[];
  links: string[];
  /** Who reviewed it last, or null. */
  reviewerFullName: string | null;
}

export interface AnswerInput {
  text?: string;
  /** fileIds of uploads of this school (POST /static/upload). */
  files?: number[];
  /** http(s) addresses. */
  links?: string[];
}

export interface ReviewInput {
  status: ReviewAction;
  /** APPROVE: required, 0..mark. */
  points?: number;
  /** REJECT: required. */
  comment?: string;
}

/** PUT /lessons/tasks/answers/{answerId}: change the points or comment of an accepted answer. */
export interface ReviewUpdateInput {
  status: 'APPROVE';
  points: number;
  comment?: string;
}

export interface NotSubmittedStudent {
  studentId: number;
  studentFullName: string;
  email: string;
  groupName: string | null;
  /** The student's own deadline for the task, when it was extended. */
  extendedTo: string | null;
}

/**
 * GET /lessons/tasks/{taskId}/answers. Every answer sits in exactly one tab: `late` holds the
 * late answers still waiting for review (a late answer is a flag, not a status, and still
 * needs a review); once reviewed it moves to accepted or notAccepted and keeps `late: true`.
 * `waiting` holds the answers sent in time and waiting. `notSubmitted` lists the live students
 * of the course, not blocked, with no answer.
 */
export interface TaskAnswersResponse {
  task: TaskDto;
  waiting: AnswerSummary[];
  accepted: AnswerSummary[];
  notAccepted: AnswerSummary[];
  late: AnswerSummary[];
  notSubmitted: NotSubmittedStudent[];
}

/** Which review tab an answer belongs to. */
export function answerTab(answer: Pick<AnswerSummary, 'status' | 'late'>): 'waiting' | 'accepted' | 'notAccepted' | 'late' {
  if (answer.status === 'ACCEPTED') return 'accepted';
  if (answer.status === 'NOT_ACCEPTED') return 'notAccepted';
  return answer.late ? 'late' : 'waiting';
}

/** Whether a student may still change an answer: while it waits, or to send it again after a REJECT. */
export function answerEditable(status: AnswerStatus): boolean {
  return status === 'WAITING' || status === 'NOT_ACCEPTED';
}

/** The short form of an answer (what a task and the review tabs carry), from the full one. */
export function answerSummaryOf(answer: AnswerSummary): AnswerSummary {
  const { answerId, taskId, studentId, studentFullName, status, late, daysLate, penaltyPercent, pointsGiven, points, extendedTo } = answer;
  return {
    answerId,
    taskId,
    studentId,
    studentFullName,
    status,
    late,
    daysLate,
    penaltyPercent,
    pointsGiven,
    points,
    extendedTo,
    comment: answer.comment,
    submittedAt: answer.submittedAt,
    reviewedAt: answer.reviewedAt,
  };
}
