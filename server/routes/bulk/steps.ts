import type { Language } from '../../../src/api/constants.js';
import type { BulkAction, BulkResource } from '../../../src/api/bulk.js';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { moveNamedToTrash } from '../../lib/namedEntity.js';
import { destroyTrashItem, moveToTrash, restoreFromTrash } from '../../lib/trash.js';
import { deleteAnnouncement } from '../announcements/repository.js';
import { COURSE_KIND } from '../courses/repository.js';
import { GROUP_KIND } from '../groups/repository.js';
import { findInstructor } from '../instructors/repository.js';
import * as students from '../students/repository.js';
import type { SessionUser } from '../../plugins/auth.js';

/** One row's part of a bulk action, inside the action's transaction; throws AppError to refuse the row. */
export type BulkStep = (trx: Db, id: number) => Promise<void>;

/** Who asks, and what every step of one call shares. */
export interface BulkContext {
  user: Pick<SessionUser, 'id' | 'schoolId' | 'role'>;
  lang: Language;
  now: Date;
  /** The students' `move`: the group, or null for none. */
  groupId: number | null;
  /** Storage keys of files freed by destroyed trash items, removed once the action commits. */
  freedFiles: string[];
}

const found = (ok: boolean) => {
  if (!ok) throw notFound();
};

/** A student's or instructor's delete: 404 for no such live person, else to the trash under their full name. */
function trashPerson(
  c: BulkContext,
  type: 'STUDENT' | 'INSTRUCTOR',
  find: (db: Db, schoolId: number, id: number) => Promise<{ fullName: string } | undefined>,
): BulkStep {
  const { user, now } = c;
  return async (trx, id) => {
    const person = await find(trx, user.schoolId, id);
    if (!person) throw notFound();
    await moveToTrash(trx, { schoolId: user.schoolId, type, entityId: id, name: person.fullName, deletedBy: user.id, now });
  };
}

/** Each row of a bulk action does what the single-row route does to it. */
function stepsOf(c: BulkContext): { [R in BulkResource]: Record<BulkAction<R>, BulkStep> } {
  const { user, now } = c;
  const { schoolId } = user;
  return {
    students: {
      block: async (trx, id) => found(await students.setStudentBlocked(trx, schoolId, id, true, now)),
      unblock: async (trx, id) => found(await students.setStudentBlocked(trx, schoolId, id, false, now)),
      move: async (trx, id) => found(await students.moveStudentToGroup(trx, schoolId, id, c.groupId)),
      delete: trashPerson(c, 'STUDENT', students.findStudent),
    },
    instructors: { delete: trashPerson(c, 'INSTRUCTOR', findInstructor) },
    groups: { delete: (trx, id) => moveNamedToTrash(trx, GROUP_KIND, user, id, now) },
    courses: { delete: (trx, id) => moveNamedToTrash(trx, COURSE_KIND, user, id, now) },
    announcements: { delete: (trx, id) => deleteAnnouncement(trx, user, id) },
    trash: {
      restore: (trx, id) => restoreFromTrash(trx, schoolId, id, c.lang),
      delete: async (trx, id) => {
        // Destroying a course takes its lessons' trash rows with it: one of them later in the same
        // call is already gone (bulkStep checked every id was the school's before starting).
        const stillThere = await trx
          .selectFrom('trash')
          .select('id')
          .where('id', '=', id)
          .where('school_id', '=', schoolId)
          .executeTakeFirst();
        if (!stillThere) return;
        c.freedFiles.push(...(await destroyTrashItem(trx, schoolId, id)));
      },
    },
  };
}

/**
 * The step of this action, after the checks that concern the whole call: a `move` names a
 * live group of the school (or none), as saving one student does.
 */
export async function bulkStep(db: Db, resource: BulkResource, action: string, c: BulkContext, ids: readonly number[]): Promise<BulkStep> {
  if (resource === 'students' && action === 'move' && c.groupId !== null && !(await students.groupIsLive(db, c.user.schoolId, c.groupId)))
    throw badRequest('students.groupNotFound', 'groupId');
  if (resource === 'trash' && action === 'delete') {
    // Every id must be one of the school's trash rows now: a row found gone later went with its course.
    const rows = await db
      .selectFrom('trash')
      .select('id')
      .where('school_id', '=', c.user.schoolId)
      .where('id', 'in', [...ids])
      .execute();
    if (rows.length !== new Set(ids).size) throw notFound();
  }
  const steps = stepsOf(c)[resource] as Record<string, BulkStep | undefined>;
  const step = steps[action];
  if (!step) throw badRequest('bulk.unknownAction', 'action');
  return step;
}
