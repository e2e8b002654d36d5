import type { FastifyInstance } from 'fastify';
import { RATING_PARTS } from '../../../src/api/ratingFormula.js';
import { PLACEHOLDER_TASK, type ExamDto, type RatingLessonColumn, type RatingSortField } from '../../../src/api/ratings.js';
import type { Language } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { courseOfStaff } from '../../lib/courseAccess.js';
import { fullName } from '../../lib/names.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { exportFormatSchema, sendTables, type ExportCell, type ExportTable } from '../../lib/tableExport.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { todayIn } from '../../../src/api/pastDates.js';
import { lessonColumns, listExams } from './repository.js';
import { ratingQuery } from './schemas.js';
import { scoredCourses } from './scoredCourses.js';
import { selectRows, type ScoredStudent } from './totals.js';

/*
 * A course's gradebook as CSV or Excel (issue 18): a row per student with every task, test and
 * exam, the three totals, then the total's formula (each part's percentage of what counted and
 * the weight it had), the total and the place, in the caller's language. Read from the same
 * scoring as the table (scoredCourses.ts), searched and sorted as the table asks, so the file
 * and the screen agree.
 */

type Column = [header: string, cell: (row: ScoredStudent, maps: Maps) => ExportCell];
type Maps = Record<'tasks' | 'tests' | 'exams', Record<string, number>>;

const say = (lang: Language, key: string, params?: Record<string, string | number>) => t(lang, `gradebook.${key}` as MessageKey, params);

function itemColumns(lang: Language, lessons: RatingLessonColumn[], exams: ExamDto[]): Column[] {
  const columns: Column[] = [];
  lessons.forEach((lesson, index) => {
    const at = index + 1;
    for (const task of lesson.tasks) {
      if (task.taskId === PLACEHOLDER_TASK.id) continue;
      const id = String(task.taskId);
      columns.push([say(lang, 'task', { lesson: at, name: task.taskName, max: task.maxPoints }), (_, m) => m.tasks[id] ?? null]);
    }
    for (const test of lesson.tests) {
      const id = String(test.testId);
      columns.push([say(lang, 'test', { lesson: at, name: test.testName, max: test.maxPoints }), (_, m) => m.tests[id] ?? null]);
    }
  });
  for (const exam of exams) {
    const id = String(exam.examId);
    columns.push([say(lang, 'exam', { name: exam.name, date: exam.date }), (_, m) => m.exams[id] ?? null]);
  }
  return columns;
}

function formulaColumns(lang: Language): Column[] {
  const columns: Column[] = [];
  for (const part of RATING_PARTS) {
    const name = say(lang, `parts.${part}`);
    columns.push([say(lang, 'percent', { part: name }), (r) => r.formula[part]?.percent ?? null]);
    columns.push([say(lang, 'weight', { part: name }), (r) => r.formula[part]?.weight ?? null]);
  }
  return columns;
}

export function gradebookTable(lang: Language, lessons: RatingLessonColumn[], exams: ExamDto[], rows: ScoredStudent[]): ExportTable {
  const columns: Column[] = [
    [say(lang, 'student'), (r) => fullName(r.firstName, r.lastName)],
    [say(lang, 'group'), (r) => r.groupName],
    ...itemColumns(lang, lessons, exams),
    [say(lang, 'tasksTotal'), (r) => r.tasksTotal],
    [say(lang, 'testsTotal'), (r) => r.testsTotal],
    [say(lang, 'examsAverage'), (r) => r.examsAverage],
    ...formulaColumns(lang),
    [say(lang, 'total'), (r) => r.total],
    [say(lang, 'place'), (r) => r.place],
  ];
  return {
    title: say(lang, 'sheet'),
    columns: columns.map(([header]) => ({ header })),
    rows: rows.map((row) => {
      const maps: Maps = { tasks: JSON.parse(row.tasks), tests: JSON.parse(row.tests), exams: JSON.parse(row.exams) };
      return columns.map(([, cell]) => cell(row, maps));
    }),
  };
}

const { page: _page, size: _size, ...tableQuery } = ratingQuery.properties;

/** GET /courses/{courseId}/rating/export?format=csv|xlsx: for the course's instructors and the school's admins. */
export function registerGradebook(app: FastifyInstance, { db, now }: AppDeps) {
  typed(app).get(
    '/api/courses/:courseId/rating/export',
    {
      config: { roles: ['ADMIN', 'INSTRUCTOR'] },
      schema: {
        tags: ['ratings'],
        summary: "The course's gradebook as CSV or Excel, in the caller's language",
        description:
          "Every item's points, the totals and each total's formula (parts' percentages and weights), searched and sorted as the table's own query asks.",
        params: pathParams('courseId'),
        querystring: {
          type: 'object',
          properties: { ...tableQuery, format: exportFormatSchema },
          required: ['format'],
          additionalProperties: false,
        },
        response: responses({ 200: { type: 'string', format: 'binary', description: 'text/csv (UTF-8 with BOM) or .xlsx' } }),
      },
    },
    async (request, reply) => {
      const course = await courseOfStaff(db, currentUser(request), request.params.courseId);
      const at = now();
      const [lessons, exams, scored, timeZone] = await Promise.all([
        lessonColumns(db, course.id),
        listExams(db, course.id),
        scoredCourses(db, course.schoolId, [course.id], at),
        schoolTimeZone(db, course.schoolId),
      ]);
      const { format, ...query } = request.query;
      const { rows } = selectRows(scored.rows, { ...query, sort: query.sort as RatingSortField });
      const name = `${say(request.lang, 'file', { course: course.name })}-${todayIn(timeZone, at)}`;
      return sendTables(reply, {
        format,
        name,
        lang: request.lang,
        timeZone,
        tables: [gradebookTable(request.lang, lessons, exams, rows)],
      });
    },
  );
}
