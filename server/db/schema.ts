import type { ColumnType, Generated } from 'kysely';
import type { Role } from '../../src/api/constants.js';
import type { LessonsTable, LinksTable, PresentationsTable, VideosTable } from './learningSchema.js';
import type { TaskAnswersTable, TaskExtensionsTable, TasksTable } from './tasksSchema.js';
import type { NotificationSettingsTable, NotificationsTable } from './notificationsSchema.js';
import type { QuizAccommodationsTable, QuizAttemptsTable, QuizOptionsTable, QuizQuestionsTable, QuizzesTable } from './quizzesSchema.js';
import type { ExamMarksTable, ExamsTable, RatingDistributionsTable, RatingScoresTable } from './ratingsSchema.js';
import type { TestGradesTable } from './testGradesSchema.js';
import type { CalendarFeedsTable, EventGroupsTable, EventsTable } from './eventsSchema.js';
import type { TariffsTable } from './tenancySchema.js';
import type { OidcLoginStatesTable, OidcLoginTicketsTable } from './oidcSchema.js';
import type { AuditLogTable } from './auditSchema.js';
import type { BankQuestionsTable, QuestionCategoriesTable } from './questionBankSchema.js';
import type { Timestamp, CreatedAt } from './columnTypes.js';

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  domain: string;
  description: string;
  timezone: string;
  language: string;
  logo_file_id: number | null;
  favicon_file_id: number | null;
  theme_color: string | null;
  created_at: CreatedAt;
  /** The school's plan (tariffs); Free when a row is made without one. */
  tariff_id: Generated<number>;
  /** When its admin accepted the terms of use at sign-up. */
  terms_accepted_at: Timestamp | null;
  /** Students see each other's names and totals in course ratings (migration 20261127_0020); else their own row and place. */
  rating_names_visible: Generated<boolean>;
}

export interface UsersTable {
  id: Generated<number>;
  school_id: number;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  blocked: Generated<boolean>;
  language: Generated<string>;
  /** Names the user in the unsubscribe link of their notification emails (migration 20261127_0002). */
  unsubscribe_key: Generated<string>;
  /** The photo the user chose for their profile (migration 20261127_0050); null: none. */
  avatar_file_id: number | null;
  created_at: CreatedAt;
  /** Set while the account sits in the trash: it cannot log in or be used. */
  deleted_at: Timestamp | null;
  deleted_by: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  /** Set when the session ends; the reason tells the next call why it got a 401. */
  revoked_at: Timestamp | null;
  revoked_reason: 'replaced' | 'logout' | 'blocked' | 'password' | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** 'confirm': a new school's admin proving the sign-up email; the account cannot log in until it is spent. */
  purpose: 'reset' | 'invite' | 'confirm';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  /** The client's address as Fastify sees it (TRUST_PROXY); '' for rows from before it was kept. */
  address: Generated<string>;
  failed_at: Timestamp;
}

export interface FilesTable {
  id: Generated<number>;
  school_id: number;
  uploaded_by: number | null;
  /** Random, unguessable name under which the bytes are stored and served. */
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

/** Soft-deletable rows: deleted_at is set while the row sits in the trash. */
interface Trashable {
  deleted_at: Timestamp | null;
  deleted_by: number | null;
}

export interface GroupsTable extends Trashable {
  id: Generated<number>;
  school_id: number;
  name: string;
  description: Generated<string>;
  /** yyyy-MM-dd */
  date_of_finish: ColumnType<string | null, string | null | undefined, string | null>;
  image_id: number | null;
  finished: Generated<boolean>;
  created_at: CreatedAt;
}

export type StudyFormat = 'ONLINE' | 'OFFLINE';

export interface StudentProfilesTable {
  user_id: number;
  study_format: StudyFormat;
  group_id: number | null;
}

export interface InstructorProfilesTable {
  user_id: number;
  specialization: Generated<string>;
}

export interface CoursesTable extends Trashable {
  id: Generated<number>;
  school_id: number;
  name: string;
  description: Generated<string>;
  date_of_finish: ColumnType<string | null, string | null | undefined, string | null>;
  image_id: number | null;
  created_at: CreatedAt;
  /** Set while the course is archived: read-only, still in ratings (migration 20261128_0100). */
  archived_at: Timestamp | null;
}

export interface CourseGroupsTable {
  course_id: number;
  group_id: number;
}

export interface CourseInstructorsTable {
  course_id: number;
  instructor_id: number;
}

export interface CourseStudentBlocksTable {
  course_id: number;
  student_id: number;
  blocked_at: Generated<Date>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  school_id: number;
  text: string;
  /** null: every group of the school. */
  group_id: number | null;
  active: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type TrashType = 'GROUP' | 'COURSE' | 'INSTRUCTOR' | 'STUDENT' | 'LESSON';

export interface TrashTable {
  id: Generated<number>;
  school_id: number;
  entity_type: TrashType;
  entity_id: number;
  name: string;
  deleted_by: number | null;
  deleted_at: Timestamp;
}

export interface MailQueueTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body_text: string;
  /** Extra headers of the message (List-Unsubscribe...), as {name: value}. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  locked_until: Timestamp | null;
  attempts: Generated<number>;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/** When each scheduled job last started in any process (server/lib/clusterJobs.ts). */
export interface JobRunsTable {
  name: string;
  last_run_at: Timestamp;
}

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_failures: LoginFailuresTable;
  files: FilesTable;
  groups: GroupsTable;
  student_profiles: StudentProfilesTable;
  instructor_profiles: InstructorProfilesTable;
  courses: CoursesTable;
  course_groups: CourseGroupsTable;
  course_instructors: CourseInstructorsTable;
  course_student_blocks: CourseStudentBlocksTable;
  announcements: AnnouncementsTable;
  trash: TrashTable;
  mail_queue: MailQueueTable;
  lessons: LessonsTable;
  videos: VideosTable;
  links: LinksTable;
  presentations: PresentationsTable;
  tasks: TasksTable;
  task_answers: TaskAnswersTable;
  task_extensions: TaskExtensionsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  tests: QuizzesTable;
  test_questions: QuizQuestionsTable;
  test_options: QuizOptionsTable;
  test_attempts: QuizAttemptsTable;
  test_grades: TestGradesTable;
  test_accommodations: QuizAccommodationsTable;
  question_categories: QuestionCategoriesTable;
  bank_questions: BankQuestionsTable;
  exams: ExamsTable;
  exam_marks: ExamMarksTable;
  rating_distributions: RatingDistributionsTable;
  rating_scores: RatingScoresTable;
  events: EventsTable;
  event_groups: EventGroupsTable;
  calendar_feeds: CalendarFeedsTable;
  tariffs: TariffsTable;
  oidc_login_states: OidcLoginStatesTable;
  oidc_login_tickets: OidcLoginTicketsTable;
  job_runs: JobRunsTable;
  audit_log: AuditLogTable;
}
