import type { ExamDto, RatingDistribution } from '../../api/ratings';
import type { StudentDto } from '../../api/types';
import { DEMO_ACCOUNTS } from '../builders/builders';
import { buildExam } from '../builders/ratingBuilders';

/** Exams, marks and score distributions of the mock courses. */

export interface MockRatings {
  exams: ExamDto[];
  /** examId → studentId → mark. */
  marks: Map<number, Map<number, number>>;
  distributions: Map<number, RatingDistribution & { missingCountsZero?: boolean }>;
  nextId: number;
}

export function seedRatings(courseOneStudents: StudentDto[]): MockRatings {
  const midterm = buildExam({ examId: 701, courseId: 1, name: 'Midterm exam', date: '2026-12-15' });
  const final = buildExam({ examId: 702, courseId: 1, name: 'Final exam', date: '2027-01-25' });
  // As the demo seed: the midterm marked for every student but the last, the demo student 85.
  const students = courseOneStudents;
  const marks = new Map<number, number>(
    students.slice(0, -1).map((s, i) => [s.studentId, s.email === DEMO_ACCOUNTS.STUDENT.email ? 85 : 55 + ((i * 17) % 45)]),
  );
  return {
    exams: [midterm, final],
    marks: new Map([[midterm.examId, marks]]),
    distributions: new Map([[1, { tasks: 40, tests: 30, exams: 30 }]]),
    nextId: 800,
  };
}
