import { PLACEHOLDER_TASK, type CourseRatingHeader, type ExamDto, type RatingSortField, type RatingStudentRow } from '../../../api/ratings';
import type { RatingView } from './ratingPaths';

/*
 * The columns of the course rating table, derived once from the answer's header: per lesson its
 * tasks then its tests (or the placeholder task '---' for a lesson with neither), then one column
 * per exam, then the totals. The table and the Excel export both read them, so they show the
 * same thing in the same order.
 */

export type TotalField = 'tasksTotal' | 'testsTotal' | 'examsAverage' | 'total' | 'place';

export type RatingColumn =
  | { kind: 'task' | 'test'; key: string; id: number; name: string; maxPoints: number; sort: RatingSortField; group: number }
  | { kind: 'placeholder'; key: string; name: string; group: number }
  | { kind: 'exam'; key: string; id: number; name: string; exam: ExamDto; sort: RatingSortField; group: number }
  | { kind: 'total'; key: string; field: TotalField; sort: RatingSortField; group: number };

export interface RatingColumnGroup {
  kind: 'lesson' | 'exams' | 'totals';
  key: string;
  /** The lesson's name (its number is added when shown); empty for exams and totals. */
  name: string;
  /** 1-based place of a lesson in the course. */
  position?: number;
  /** Index of its first column and how many it spans. */
  first: number;
  span: number;
}

export interface RatingColumns {
  columns: RatingColumn[];
  groups: RatingColumnGroup[];
}

const TOTALS: TotalField[] = ['tasksTotal', 'testsTotal', 'examsAverage', 'total', 'place'];
const EXAM_TOTALS: TotalField[] = ['examsAverage', 'total', 'place'];

/** Every column of a view: 'rating' shows all; 'exams' the exams and the totals they feed. */
export function ratingColumns(header: Pick<CourseRatingHeader, 'lessons' | 'exams'>, view: RatingView = 'rating'): RatingColumns {
  const columns: RatingColumn[] = [];
  const groups: RatingColumnGroup[] = [];
  const openGroup = (group: Omit<RatingColumnGroup, 'first' | 'span'>) => {
    groups.push({ ...group, first: columns.length, span: 0 });
    return groups.length - 1;
  };
  const add = (column: RatingColumn) => {
    columns.push(column);
    groups[column.group].span++;
  };

  if (view === 'rating') {
    header.lessons.forEach((lesson, index) => {
      const group = openGroup({ kind: 'lesson', key: `lesson:${lesson.lessonId}`, name: lesson.lessonName, position: index + 1 });
      for (const task of lesson.tasks) {
        if (task.taskId === PLACEHOLDER_TASK.id)
          add({ kind: 'placeholder', key: `placeholder:${lesson.lessonId}`, name: task.taskName || PLACEHOLDER_TASK.name, group });
        else
          add({
            kind: 'task',
            key: `task:${task.taskId}`,
            id: task.taskId,
            name: task.taskName,
            maxPoints: task.maxPoints,
            sort: `task:${task.taskId}`,
            group,
          });
      }
      for (const test of lesson.tests) {
        add({
          kind: 'test',
          key: `test:${test.testId}`,
          id: test.testId,
          name: test.testName,
          maxPoints: test.maxPoints,
          sort: `test:${test.testId}`,
          group,
        });
      }
      // A lesson the server sent with neither still gets its placeholder, so every lesson shows.
      if (groups[group].span === 0) add({ kind: 'placeholder', key: `placeholder:${lesson.lessonId}`, name: PLACEHOLDER_TASK.name, group });
    });
  }
  if (header.exams.length) {
    const group = openGroup({ kind: 'exams', key: 'exams', name: '' });
    for (const exam of header.exams)
      add({ kind: 'exam', key: `exam:${exam.examId}`, id: exam.examId, name: exam.name, exam, sort: `exam:${exam.examId}`, group });
  }
  const totals = openGroup({ kind: 'totals', key: 'totals', name: '' });
  for (const field of view === 'rating' ? TOTALS : EXAM_TOTALS) add({ kind: 'total', key: field, field, sort: field, group: totals });
  return { columns, groups };
}

/**
 * What a cell holds: a number, null for an item with no entry yet (it counts 0, shown as a
 * dash to tell "nothing yet" from an earned 0), or 'placeholder' for the '---' column.
 */
export function cellValue(row: RatingStudentRow, column: RatingColumn): number | null | 'placeholder' {
  switch (column.kind) {
    case 'placeholder':
      return 'placeholder';
    case 'task':
      return row.tasks[String(column.id)] ?? null;
    case 'test':
      return row.tests[String(column.id)] ?? null;
    case 'exam':
      return row.exams[String(column.id)] ?? null;
    case 'total':
      return row[column.field];
  }
}

/** The order the server uses when none is asked: numbers best first; name, group and place ascending. */
export function defaultOrder(sort: RatingSortField): 'asc' | 'desc' {
  return sort === 'name' || sort === 'group' || sort === 'place' ? 'asc' : 'desc';
}
