/**
 * Migration 20261128_0020: a test's grade per student, taken from the finished attempts by the
 * test's grading method; kept by triggers (never written by the app). No row before an attempt
 * is finished with points.
 */
export interface TestGradesTable {
  school_id: number;
  test_id: number;
  student_id: number;
  points: number;
  max_points: number | null;
  /** The finished attempts the grade is taken from. */
  attempts_count: number;
}
