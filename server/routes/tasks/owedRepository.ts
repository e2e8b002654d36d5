import { sql } from 'kysely';
import { answerTab, type AnswerStatus, type NotSubmittedStudent, type TaskAnswerCounts } from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';
import { fullName } from '../../lib/names.js';

/* Who owes an answer: the notSubmitted tab, and the length of every review tab. */

/**
 * Who owes an answer to which task: for each task (its lesson live), the live students of its
 * course's live groups, blocked neither in the school nor on the course, with no answer to it.
 * The one definition of the notSubmitted tab: its list and its counts both read it.
 */
function owedAnswers(db: Db, schoolId: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .innerJoin('course_groups as cg', 'cg.course_id', 'l.course_id')
    .innerJoin('groups as g', 'g.id', 'cg.group_id')
    .innerJoin('student_profiles as sp', 'sp.group_id', 'g.id')
    .innerJoin('users as u', 'u.id', 'sp.user_id')
    .where('t.school_id', '=', schoolId)
    .where('l.deleted_at', 'is', null)
    .where('g.deleted_at', 'is', null)
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null)
    .where('u.blocked', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('course_student_blocks as b')
            .select('b.student_id')
            .whereRef('b.student_id', '=', 'u.id')
            .whereRef('b.course_id', '=', 'l.course_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('task_answers as a').select('a.id').whereRef('a.student_id', '=', 'u.id').whereRef('a.task_id', '=', 't.id'))),
    );
}

/** The students who owe an answer to one task (see owedAnswers), by name. */
export async function studentsWithoutAnswer(db: Db, schoolId: number, taskId: number): Promise<NotSubmittedStudent[]> {
  const rows = await owedAnswers(db, schoolId)
    .where('t.id', '=', taskId)
    .leftJoin('task_extensions as x', (join) => join.onRef('x.task_id', '=', 't.id').onRef('x.student_id', '=', 'u.id'))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'g.name as group_name', 'x.deadline as extended_to'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    studentId: row.id,
    studentFullName: fullName(row.first_name, row.last_name),
    email: row.email,
    groupName: row.group_name,
    extendedTo: row.extended_to ? new Date(row.extended_to).toISOString() : null,
  }));
}

const noCounts = (): TaskAnswerCounts => ({ waiting: 0, accepted: 0, notAccepted: 0, late: 0, notSubmitted: 0 });

/**
 * How many entries each review tab of the lesson's tasks holds, read for all of them at once in
 * one query: the answers grouped by task, status and late (sorted into tabs by answerTab, as
 * the tabs are), and the owed answers grouped by task. Tasks missing from `taskIds` are left out.
 */
export async function answerCountsOfLesson(
  db: Db,
  schoolId: number,
  lessonId: number,
  taskIds: number[],
): Promise<Map<number, TaskAnswerCounts>> {
  const counts = new Map<number, TaskAnswerCounts>(taskIds.map((id) => [id, noCounts()]));
  if (!taskIds.length) return counts;
  const rows = await db
    .selectFrom('task_answers as a')
    .innerJoin('tasks as t', 't.id', 'a.task_id')
    .where('a.school_id', '=', schoolId)
    .where('t.lesson_id', '=', lessonId)
    .where('t.id', 'in', taskIds)
    .groupBy(['a.task_id', 'a.status', 'a.late'])
    .select([
      'a.task_id',
      sql<AnswerStatus | null>`a.status`.as('status'),
      sql<boolean | null>`a.late`.as('late'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .unionAll(
      owedAnswers(db, schoolId)
        .where('t.lesson_id', '=', lessonId)
        .where('t.id', 'in', taskIds)
        .groupBy('t.id')
        .select([
          't.id as task_id',
          sql<AnswerStatus | null>`null`.as('status'),
          sql<boolean | null>`null`.as('late'),
          sql<number>`count(*)::int`.as('n'),
        ]),
    )
    .execute();
  for (const row of rows) {
    const of = counts.get(row.task_id);
    if (!of) continue;
    const n = Number(row.n);
    if (row.status === null) of.notSubmitted += n;
    else of[answerTab({ status: row.status, late: Boolean(row.late) })] += n;
  }
  return counts;
}
