import type { AnalyticsDto } from '../../../src/api/analytics.js';
import type { Language } from '../../../src/api/constants.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ExportTable } from '../../lib/tableExport.js';

/*
 * The analytics dashboard as tables, one per block (a sheet each in a workbook): the summary
 * figures with the period, then new students by month, average ratings, tests, task answers
 * and the most active courses, in the request's language.
 */

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month (yyyy-MM) as the language writes it: "12.2026" or "Dec 2026". */
function monthText(month: string, lang: Language): string {
  const [year, number] = month.split('-');
  return lang === 'ru' ? `${number}.${year}` : `${MONTHS_EN[Number(number) - 1]} ${year}`;
}

export function analyticsTables(lang: Language, a: AnalyticsDto): ExportTable[] {
  const c = (key: string) => ({ header: t(lang, `exports.columns.${key}` as MessageKey) });
  const sheet = (key: string) => t(lang, `exports.sheets.${key}` as MessageKey);
  const figure = (key: string) => t(lang, `exports.figures.${key}` as MessageKey);
  return [
    {
      title: sheet('summary'),
      columns: [c('figure'), c('value')],
      rows: [
        [figure('from'), { day: a.period.from }],
        [figure('to'), { day: a.period.to }],
        [figure('studentsTotal'), a.students.total],
        [figure('studentsOnline'), a.students.online],
        [figure('studentsOffline'), a.students.offline],
        [figure('studentsBlocked'), a.students.blocked],
        [figure('groupsActive'), a.groups.active],
        [figure('groupsFinished'), a.groups.finished],
        [figure('courses'), a.courses],
        [figure('instructors'), a.instructors],
      ],
    },
    {
      title: sheet('newStudentsByMonth'),
      columns: [c('month'), c('count')],
      rows: a.newStudentsByMonth.map((m) => [monthText(m.month, lang), m.count]),
    },
    {
      title: sheet('averageRatingByCourse'),
      columns: [c('course'), c('average'), c('students')],
      rows: a.averageRatingByCourse.map((r) => [r.courseName, r.average, r.students]),
    },
    {
      title: sheet('testPassRate'),
      columns: [c('passed'), c('failed'), c('passRate')],
      rows: [
        [
          a.testPassRate.passed,
          a.testPassRate.failed,
          a.testPassRate.rate === null ? null : Math.round(a.testPassRate.rate * 10_000) / 100,
        ],
      ],
    },
    {
      title: sheet('taskAnswers'),
      columns: [c('onTime'), c('late')],
      rows: [[a.taskAnswers.onTime, a.taskAnswers.late]],
    },
    {
      title: sheet('mostActiveCourses'),
      columns: [c('course'), c('taskAnswers'), c('testAttempts'), c('total')],
      rows: a.mostActiveCourses.map((m) => [m.courseName, m.taskAnswers, m.testAttempts, m.total]),
    },
  ];
}
