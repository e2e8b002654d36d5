import type { AnswerFile, AnswerInput, ReviewInput, ReviewUpdateInput } from '../../../src/api/tasks.js';
import type { Language } from '../../../src/api/constants.js';
import type { Db } from '../../db/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { NOTIFICATION_KINDS, notify, notifyMany } from '../../lib/notifications.js';
import { isSafeUrl } from '../../lib/sanitize.js';
import { kindsSaid } from '../../i18n/answerKinds.js';
import { storedFileFits } from '../files/answerFileRules.js';
import { fileLinkOf, usableFiles } from '../files/repository.js';
import { answerRulesOf } from './answerFiles.js';
import { fullName } from '../../lib/names.js';
import {
  answerTaskAndStudent,
  courseInstructorIds,
  insertAnswer,
  lockAnswerContent,
  ownAnswerTaskId,
  regradeAccepted,
  resendAnswer,
  setReview,
  userName,
  type AnswerContentColumns,
} from './answersRepository.js';
import { settleLateness } from './lateness.js';
import { reachTask, type TaskRow } from './repository.js';

/*
 * Writing answers and reviews. Each change and the notification it causes are one transaction.
 * `late` is decided by the server's clock: the moment the answer is (last) sent, against the
 * student's deadline (lateness.ts, which also takes the task's late penalty off the points).
 */

interface AnswerContent {
  text: string;
  files: AnswerFile[];
  links: string[];
}

/**
 * What a student sends, checked: files must be the student's own uploads in this school (file
 * ids are sequential, so anything wider would let one student attach, and read, another's
 * upload), and of a kind and size the task takes (an upload made for no task, or another, may
 * not be); links must be http(s). Fields left out keep the current content (on an edit).
 */
async function answerContent(
  db: Db,
  user: CourseUser,
  task: TaskRow,
  body: AnswerInput,
  lang: Language,
  current?: AnswerContent,
): Promise<AnswerContent> {
  const text = body.text !== undefined ? body.text.trim() : (current?.text ?? '');

  let files = current?.files ?? [];
  if (body.files !== undefined) {
    const ids = [...new Set(body.files)];
    const kept = new Set((current?.files ?? []).map((f) => f.fileId));
    const rows = ids.length ? await usableFiles(db, user.schoolId, user.id, ids, kept) : [];
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw badRequest('tasks.answerFileNotFound', 'files', { id: missing });
    const rules = answerRulesOf(task);
    // A file kept from before stays: the task's rules may have changed since it was sent.
    const refused = rows.find((r) => !kept.has(r.id) && !storedFileFits({ mime: r.mime, size: Number(r.size) }, rules));
    if (refused) {
      throw badRequest('answerFiles.refused', 'files', {
        name: refused.original_name,
        kinds: kindsSaid(lang, rules.kinds),
        mb: rules.maxMb,
      });
    }
    files = ids.map((id) => {
      const row = rows.find((r) => r.id === id)!;
      return { fileId: row.id, link: fileLinkOf(row.storage_key), name: row.original_name };
    });
  }

  let links = current?.links ?? [];
  if (body.links !== undefined) {
    links = [];
    body.links.forEach((raw, n) => {
      const url = raw.trim();
      if (!isSafeUrl(url)) throw badRequest('tasks.linkInvalid', `links.${n}`, { value: url.slice(0, 100) });
      if (!links.includes(url)) links.push(url);
    });
  }

  if (!text && !files.length && !links.length) throw badRequest('tasks.answerEmpty', 'text');
  return { text, files, links };
}

/** The columns an answer's content is stored in, as sent now: it waits for review (its lateness is settled after). */
function contentColumns(content: AnswerContent, now: Date): AnswerContentColumns {
  return {
    text: content.text,
    files: JSON.stringify(content.files),
    links: JSON.stringify(content.links),
    status: 'WAITING',
    submitted_at: now,
    updated_at: now,
  };
}

/** Settles one answer's lateness and answers it (the answer exists: it was just written). */
async function settledAnswer(trx: Db, taskId: number, studentId: number, answerId: number) {
  return (await settleLateness(trx, taskId, studentId)).get(answerId)!;
}

function taskParams(task: TaskRow, answerId: number) {
  return { taskId: task.id, taskName: task.name, lessonId: task.lesson_id, courseId: task.course_id, answerId };
}

/** Tells the course's instructors that an answer arrived (or came back after a REJECT). */
async function notifyInstructors(
  trx: Db,
  user: CourseUser,
  task: TaskRow,
  answerId: number,
  late: boolean,
  again: boolean,
  now: Date,
): Promise<void> {
  const [instructors, student] = await Promise.all([courseInstructorIds(trx, user.schoolId, task.course_id), userName(trx, user.id)]);
  await notifyMany(
    trx,
    instructors.map((userId) => ({
      schoolId: user.schoolId,
      userId,
      kind: NOTIFICATION_KINDS.TASK_ANSWER_SUBMITTED,
      params: {
        ...taskParams(task, answerId),
        studentId: user.id,
        studentFullName: fullName(student.first_name, student.last_name),
        late,
        again,
      },
      at: now,
    })),
  );
}

/** POST: the student's first answer to a task. A second POST is a 409: edit the answer instead. */
export async function submitAnswer(
  db: Db,
  user: CourseUser,
  taskId: number,
  body: AnswerInput,
  now: Date,
  lang: Language,
): Promise<number> {
  const { task } = await reachTask(db, user, taskId, now, 'student');
  const content = await answerContent(db, user, task, body, lang);
  return db.transaction().execute(async (trx) => {
    const id = await insertAnswer(trx, {
      school_id: user.schoolId,
      task_id: task.id,
      student_id: user.id,
      ...contentColumns(content, now),
      created_at: now,
    });
    if (id === undefined) throw new AppError(409, 'tasks.alreadyAnswered');
    const { late } = await settledAnswer(trx, task.id, user.id, id);
    await notifyInstructors(trx, user, task, id, late, false, now);
    return id;
  });
}

/**
 * PUT: the student changes an answer that waits for review, or sends a rejected one again
 * (it waits again, and its points go). Either way it counts as sent now, so `late` is decided
 * anew. An accepted answer is final: 409.
 */
export async function editAnswer(
  db: Db,
  user: CourseUser,
  answerId: number,
  body: AnswerInput,
  now: Date,
  lang: Language,
): Promise<{ resent: boolean }> {
  const taskId = await ownAnswerTaskId(db, user.schoolId, user.id, answerId);
  if (taskId === undefined) throw notFound();
  const { task } = await reachTask(db, user, taskId, now, 'student');
  return db.transaction().execute(async (trx) => {
    // Locked, so a review arriving meanwhile waits and then sees what the student sent.
    const current = await lockAnswerContent(trx, answerId);
    if (current.status === 'ACCEPTED') throw new AppError(409, 'tasks.answerAccepted');
    const content = await answerContent(trx, user, task, body, lang, {
      text: current.text,
      files: current.files ?? [],
      links: current.links ?? [],
    });
    const resent = current.status === 'NOT_ACCEPTED';
    await resendAnswer(trx, answerId, contentColumns(content, now));
    const { late } = await settledAnswer(trx, task.id, user.id, answerId);
    if (resent) await notifyInstructors(trx, user, task, answerId, late, true, now);
    return { resent };
  });
}

/** An answer of a task the instructor is assigned to; 404 otherwise. */
async function instructorsAnswer(db: Db, user: CourseUser, answerId: number, now: Date): Promise<{ task: TaskRow; studentId: number }> {
  const row = await answerTaskAndStudent(db, user.schoolId, answerId);
  if (!row) throw notFound();
  const { task } = await reachTask(db, user, row.task_id, now, 'instructor');
  return { task, studentId: row.student_id };
}

/** 404 unless the instructor reaches the answer; answers the task it belongs to. */
export async function assertInstructorsAnswer(db: Db, user: CourseUser, answerId: number, now: Date): Promise<void> {
  await instructorsAnswer(db, user, answerId, now);
}

function checkedPoints(points: number | undefined, max: number): number {
  if (points === undefined) throw badRequest('tasks.pointsRequired', 'points', { max });
  if (points < 0 || points > max) throw badRequest('tasks.pointsTooHigh', 'points', { max });
  return points;
}

/**
 * POST: APPROVE with points (0..mark) and an optional comment, or REJECT with a comment, after
 * which the student may send it again. Any answer may be reviewed again (a rejected one
 * approved after all, an accepted one rejected). The student is notified in the same
 * transaction.
 */
export async function reviewAnswer(db: Db, user: CourseUser, answerId: number, body: ReviewInput, now: Date): Promise<void> {
  const { task, studentId } = await instructorsAnswer(db, user, answerId, now);
  const comment = (body.comment ?? '').trim();
  const approve = body.status === 'APPROVE';
  const points = approve ? checkedPoints(body.points, task.max_points) : null;
  if (!approve && !comment) throw badRequest('tasks.commentRequired', 'comment');
  await db.transaction().execute(async (trx) => {
    await setReview(trx, answerId, {
      status: approve ? 'ACCEPTED' : 'NOT_ACCEPTED',
      // The points as given; settling takes the late penalty off them in this transaction.
      points,
      points_given: points,
      comment: comment || null,
      reviewed_at: now,
      reviewed_by: user.id,
      updated_at: now,
    });
    const settled = await settledAnswer(trx, task.id, studentId, answerId);
    await notify(trx, {
      schoolId: user.schoolId,
      userId: studentId,
      kind: approve ? NOTIFICATION_KINDS.TASK_ANSWER_ACCEPTED : NOTIFICATION_KINDS.TASK_ANSWER_REJECTED,
      params: { ...taskParams(task, answerId), points: settled.points, maxPoints: task.max_points, comment: comment || null },
      at: now,
    });
  });
}

/** PUT: new points (and comment, when sent) for an accepted answer; 409 for any other. */
export async function regradeAnswer(db: Db, user: CourseUser, answerId: number, body: ReviewUpdateInput, now: Date): Promise<void> {
  const { task, studentId } = await instructorsAnswer(db, user, answerId, now);
  const points = checkedPoints(body.points, task.max_points);
  const comment = body.comment === undefined ? undefined : body.comment.trim() || null;
  await db.transaction().execute(async (trx) => {
    const updated = await regradeAccepted(trx, answerId, {
      points,
      points_given: points,
      ...(comment !== undefined ? { comment } : {}),
      reviewed_at: now,
      reviewed_by: user.id,
      updated_at: now,
    });
    if (!updated) throw new AppError(409, 'tasks.onlyAcceptedRegraded');
    const settled = await settledAnswer(trx, task.id, studentId, answerId);
    await notify(trx, {
      schoolId: user.schoolId,
      userId: studentId,
      kind: NOTIFICATION_KINDS.TASK_ANSWER_REGRADED,
      params: { ...taskParams(task, answerId), points: settled.points, maxPoints: task.max_points, comment: updated.comment },
      at: now,
    });
  });
}
