/*
 * What a course's copy for a new term takes, table by table, column by column (the copier is
 * copyRepository.ts). Every column of a copied table is named once here: copied as it is,
 * moved by the date offset, pointed at the copy's own rows, given a new value, or left out
 * with its reason. tests/server/courseCopy.test.ts compares these lists with the database's
 * columns, so a column a later migration adds fails the test until it is decided on here,
 * rather than being silently dropped (or silently copied when it is a student's).
 *
 * The tables are listed parents first, the order they are copied in.
 */

/** A value the copy gives a column instead of the source's. */
export type Given = 'name' | 'now' | 'actor';

export interface CopyTable {
  table: string;
  /**
   * The column naming the row's parent, a row of a table copied before: the parent's rows are
   * copied, each under the parent's copy. Left out, the table is the course itself.
   */
  parent?: { column: string; table: string };
  /** Only live rows are copied (deleted_at is null): what sits in the trash stays behind. */
  liveOnly?: boolean;
  /** `id` is a serial: each copy gets a new one, which the rows below it are pointed at. */
  serial?: boolean;
  /** Columns naming rows of the course copied before (or of the same table): pointed at their copies. */
  refs?: Record<string, string>;
  /** Moments (timestamptz) moved by the offset, as days on the school's calendar (its wall clock kept). */
  moments?: string[];
  /** Calendar dates (date) moved by the offset. */
  days?: string[];
  /** Copied as they are. */
  same: string[];
  given?: Record<string, Given>;
  /** Columns the copy leaves at their defaults, each with its reason. */
  leftOut?: Record<string, string>;
}

const stamps = { created_at: 'now', updated_at: 'now' } as const;

export const COPY_TABLES: CopyTable[] = [
  {
    table: 'courses',
    serial: true,
    days: ['date_of_finish'],
    // The image is shared, not duplicated: a file goes only once nothing uses it (server/routes/files/release.ts).
    same: ['school_id', 'description', 'image_id'],
    given: { name: 'name', created_at: 'now' },
    leftOut: {
      deleted_at: 'only a live course is copied, and the copy is live',
      deleted_by: 'only a live course is copied, and the copy is live',
      archived_at: 'the copy is for a new term: it starts in use',
    },
  },
  // The instructors teach the new term too; the admin changes them on the copy if not.
  { table: 'course_instructors', parent: { column: 'course_id', table: 'courses' }, same: ['instructor_id'] },
  {
    table: 'lessons',
    parent: { column: 'course_id', table: 'courses' },
    liveOnly: true,
    serial: true,
    moments: ['show_date'],
    same: ['school_id', 'name', 'position'],
    given: stamps,
    leftOut: { deleted_at: 'lessons in the trash stay behind', deleted_by: 'lessons in the trash stay behind' },
  },
  {
    table: 'videos',
    parent: { column: 'lesson_id', table: 'lessons' },
    serial: true,
    same: ['school_id', 'name', 'description', 'link'],
    given: stamps,
  },
  { table: 'links', parent: { column: 'lesson_id', table: 'lessons' }, serial: true, same: ['school_id', 'text', 'link'], given: stamps },
  {
    table: 'presentations',
    parent: { column: 'lesson_id', table: 'lessons' },
    serial: true,
    // The PDF is shared, as the course's image is.
    same: ['school_id', 'name', 'description', 'file_id'],
    given: stamps,
  },
  {
    table: 'tasks',
    parent: { column: 'lesson_id', table: 'lessons' },
    serial: true,
    moments: ['deadline'],
    // task_elements name uploaded files by id: shared too, so the ids stay.
    same: [
      'school_id',
      'name',
      'description',
      'task_elements',
      'max_points',
      'answer_file_kinds',
      'answer_max_mb',
      'late_penalty_per_day',
      'late_penalty_floor',
    ],
    given: stamps,
  },
  // Before the tests, whose slots name the bank's questions and categories.
  {
    table: 'question_categories',
    parent: { column: 'course_id', table: 'courses' },
    serial: true,
    refs: { parent_id: 'question_categories' },
    same: ['school_id', 'name'],
    given: { created_at: 'now' },
  },
  {
    table: 'bank_questions',
    parent: { column: 'course_id', table: 'courses' },
    serial: true,
    refs: { category_id: 'question_categories' },
    same: ['school_id', 'name', 'type', 'text', 'text_format', 'general_feedback', 'points', 'body'],
    given: stamps,
  },
  {
    table: 'tests',
    parent: { column: 'lesson_id', table: 'lessons' },
    serial: true,
    // The publishing schedule and the window move with the term: a published test stays published.
    moments: ['published_at', 'opens_at', 'closes_at'],
    same: [
      'school_id',
      'name',
      'message',
      'time_limit_seconds',
      'pass_percent',
      'is_active',
      'structure_version',
      'shuffle_questions',
      'shuffle_options',
      'review_options',
      'max_attempts',
      'grading_method',
      'attempt_wait_minutes',
    ],
    given: stamps,
  },
  {
    table: 'test_questions',
    parent: { column: 'test_id', table: 'tests' },
    serial: true,
    refs: { bank_question_id: 'bank_questions', category_id: 'question_categories' },
    same: ['position', 'text', 'type', 'points', 'has_other', 'draw_count', 'include_subcategories'],
  },
  {
    table: 'test_options',
    parent: { column: 'question_id', table: 'test_questions' },
    serial: true,
    same: ['position', 'text', 'is_correct'],
  },
  {
    table: 'exams',
    parent: { column: 'course_id', table: 'courses' },
    serial: true,
    days: ['date'],
    same: ['school_id', 'name'],
    given: { created_by: 'actor', created_at: 'now' },
  },
  {
    table: 'rating_distributions',
    parent: { column: 'course_id', table: 'courses' },
    same: ['tasks_percent', 'tests_percent', 'exams_percent', 'missing_counts_zero'],
    given: { updated_by: 'actor', updated_at: 'now' },
  },
];

/**
 * Tables below a course that the copy leaves behind, and why: its students and their work.
 * The test fails for a table naming a course, lesson, task, test, question or exam that is in
 * neither list.
 */
export const NOT_COPIED: Record<string, string> = {
  course_groups: "the term's students: the new term's groups are added to the copy",
  course_student_blocks: "a student's block on the old term",
  task_answers: "students' work",
  task_extensions: "a student's own deadline",
  test_attempts: "students' work",
  test_grades: 'derived from attempts',
  test_accommodations: "a student's own time and window",
  exam_marks: "students' marks",
  rating_scores: 'derived from answers, attempts and marks',
};
