import type { Db } from '../../db/index.js';
import { quizPublishState } from '../../../src/api/quizPublishing.js';
import { AppError } from '../../lib/errors.js';
import { notifyQuizCreated } from '../../lib/notificationEvents.js';
import { lockQuiz, type QuizRow } from './access.js';
import { countAttempts } from './repository.js';

/*
 * A test starts as a draft (tests.published_at null): students do not see it in any list,
 * cannot open, start or read it (404), and are told nothing. Publishing sets the moment it
 * opens: now, when the course's students are told at once (or when its lesson is shown), or
 * later, when the scheduled job (server/lib/notificationJob.ts) tells them once that moment has
 * come. Because the moment is a row, a scheduled publication survives restarts and is run by
 * whichever process runs the job. Unpublishing is allowed only while nobody has started: an
 * attempt would otherwise belong to a test its student can no longer see.
 */

/** Publishes the test now, or schedules it for `publishAt` (a past moment means now). 409 once it is published. */
export async function publishQuiz(db: Db, test: QuizRow, publishAt: Date | undefined, now: Date): Promise<void> {
  const at = publishAt && publishAt.getTime() > now.getTime() ? publishAt : now;
  await db.transaction().execute(async (trx) => {
    await lockQuiz(trx, test.id, 'update');
    const row = await trx.selectFrom('tests').select('published_at').where('id', '=', test.id).executeTakeFirstOrThrow();
    if (quizPublishState(row.published_at, now) === 'PUBLISHED') throw new AppError(409, 'quizzes.alreadyPublished');
    await trx.updateTable('tests').set({ published_at: at, updated_at: now }).where('id', '=', test.id).execute();
    // Does nothing while its lesson is hidden; the job tells them then.
    if (at === now) await notifyQuizCreated(trx, test.schoolId, test.id, now);
  });
}

/** Turns the test back into a draft (also cancels a scheduled publication); 409 once a student has started. */
export async function unpublishQuiz(db: Db, test: QuizRow, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A student's start takes this lock too, so "no attempts" stays true until commit.
    await lockQuiz(trx, test.id, 'update');
    if ((await countAttempts(trx, test.id)) > 0) throw new AppError(409, 'quizzes.unpublishAfterAttempts');
    await trx.updateTable('tests').set({ published_at: null, updated_at: now }).where('id', '=', test.id).execute();
  });
}
