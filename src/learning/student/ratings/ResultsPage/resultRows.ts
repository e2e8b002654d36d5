import type { StudentExamResult, StudentResultsDto, StudentTaskResult, StudentQuizResult } from '../../../../api/studentResults';

/** One line of the results table: a test, a task or an exam, with what it scored. */
export interface ResultRow {
  key: string;
  /** The lesson it belongs to; 0 for an exam. */
  lessonId: number;
  lessonName: string;
  kind: 'test' | 'task' | 'exam';
  id: number;
  name: string;
  /** null: nothing scored yet (no accepted answer, no finished attempt, no mark). */
  received: number | null;
  max: number;
  test?: StudentQuizResult;
  task?: StudentTaskResult;
  exam?: StudentExamResult;
}

/** The lines in the order shown: each lesson's tests then its tasks, then the exams. */
export function rowsOf(results: StudentResultsDto): ResultRow[] {
  const rows: ResultRow[] = [];
  for (const lesson of results.lessons) {
    const where = { lessonId: lesson.lessonId, lessonName: lesson.lessonName };
    for (const test of lesson.tests) {
      rows.push({
        key: `test-${test.testId}`,
        ...where,
        kind: 'test',
        id: test.testId,
        name: test.testName,
        received: test.pointsReceived,
        max: test.maxPoints,
        test,
      });
    }
    for (const task of lesson.tasks) {
      rows.push({
        key: `task-${task.taskId}`,
        ...where,
        kind: 'task',
        id: task.taskId,
        name: task.taskName,
        received: task.points,
        max: task.mark,
        task,
      });
    }
  }
  for (const exam of results.exams) {
    rows.push({
      key: `exam-${exam.examId}`,
      lessonId: 0,
      lessonName: '',
      kind: 'exam',
      id: exam.examId,
      name: exam.name,
      received: exam.mark,
      max: exam.maxMark,
      exam,
    });
  }
  return rows;
}
