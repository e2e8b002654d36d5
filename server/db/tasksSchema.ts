import type { ColumnType, Generated } from 'kysely';
import type { AnswerFileKind } from '../../src/api/answerFiles.js';
import type { AnswerFile, AnswerStatus, TaskElement } from '../../src/api/tasks.js';
import type { Timestamp, CreatedAt, UpdatedAt, Json } from './columnTypes.js';

/* The tables of migration 0007: tasks, their answers, and notifications. */

export interface TasksTable {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  name: string;
  description: Generated<string>;
  /** Sanitised before it is stored. */
  task_elements: Json<TaskElement[]>;
  /** UTC. */
  deadline: Timestamp;
  max_points: number;
  /** What files an answer takes and how large each may be (migration 20261128_0060, src/api/answerFiles.ts). */
  answer_file_kinds: ColumnType<AnswerFileKind[], AnswerFileKind[] | undefined, AnswerFileKind[]>;
  answer_max_mb: Generated<number>;
  /** The late-penalty rule (migration 20261128_0070, src/api/latePenalty.ts), percent. */
  late_penalty_per_day: Generated<number>;
  late_penalty_floor: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TaskAnswersTable {
  id: Generated<number>;
  school_id: number;
  task_id: number;
  student_id: number;
  text: Generated<string>;
  files: Json<AnswerFile[]>;
  links: Json<string[]>;
  status: ColumnType<AnswerStatus, AnswerStatus | undefined, AnswerStatus>;
  /** The points that count: points_given less the late penalty. */
  points: number | null;
  /** The points the instructor gave, before any late penalty. */
  points_given: number | null;
  /** Whole days after the student's deadline it was sent (a part counts as one), and the percent that costs. */
  days_late: Generated<number>;
  penalty_percent: Generated<number>;
  comment: string | null;
  /** The server's clock when the student last sent it. */
  submitted_at: Timestamp;
  /** submitted_at was after the task's deadline. */
  late: Generated<boolean>;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A student's own deadline for a task, later than the task's (migration 20261128_0070). */
export interface TaskExtensionsTable {
  task_id: number;
  student_id: number;
  school_id: number;
  deadline: Timestamp;
  granted_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The notifications table of this migration, with its later columns: see notificationsSchema.ts. */
export type { NotificationsTable } from './notificationsSchema.js';
