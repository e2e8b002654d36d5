import type { LessonDetailDto, LessonDto, LessonRef } from '../../../src/api/learning.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { lockLessonOrder, moveLesson, nextLessonPosition } from '../../lib/lessonOrder.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';
import { countInt } from '../../db/sql.js';
import { iso } from './input.js';
import { linksOfLessons } from './linksRepository.js';
import { presentationsOfLessons } from './presentationsRepository.js';
import { videosOfLessons } from './videosRepository.js';

/** Which lessons a caller sees: all live ones (instructor), or only those shown by `shownBy` (student). */
export interface LessonView {
  now: Date;
  /** true for a student: lessons whose showDate is still to come stay hidden. */
  shownOnly: boolean;
}

function liveLessons(db: Db, courseId: number, view: LessonView, search?: string) {
  return db
    .selectFrom('lessons as l')
    .where('l.course_id', '=', courseId)
    .where('l.deleted_at', 'is', null)
    .$if(view.shownOnly, (q) => q.where('l.show_date', '<=', view.now))
    .where((eb) => searchMatch(search, eb.ref('l.name')));
}

function selectLessons(db: Db, courseId: number, view: LessonView, search?: string) {
  return liveLessons(db, courseId, view, search).select((eb) => [
    'l.id',
    'l.course_id',
    'l.name',
    'l.show_date',
    'l.position',
    'l.created_at',
    'l.updated_at',
    eb.selectFrom('videos as v').whereRef('v.lesson_id', '=', 'l.id').select(countInt.as('n')).as('videos_count'),
    eb.selectFrom('links as k').whereRef('k.lesson_id', '=', 'l.id').select(countInt.as('n')).as('links_count'),
    eb.selectFrom('presentations as p').whereRef('p.lesson_id', '=', 'l.id').select(countInt.as('n')).as('presentations_count'),
  ]);
}

type LessonRow = Awaited<ReturnType<ReturnType<typeof selectLessons>['executeTakeFirstOrThrow']>>;

function toDto(row: LessonRow, now: Date): LessonDto {
  const showDate = new Date(row.show_date);
  return {
    id: row.id,
    courseId: row.course_id,
    lessonName: row.name,
    showDate: showDate.toISOString(),
    position: row.position,
    isShown: showDate.getTime() <= now.getTime(),
    videosCount: Number(row.videos_count ?? 0),
    linksCount: Number(row.links_count ?? 0),
    presentationsCount: Number(row.presentations_count ?? 0),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A course's lessons in order, a page at a time. */
export async function listLessons(
  db: Db,
  courseId: number,
  query: PageQuery,
  view: LessonView,
): Promise<{ objects: LessonDto[]; count: number }> {
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    selectLessons(db, courseId, view, query.search).orderBy('l.position').orderBy('l.id').limit(limit).offset(offset).execute(),
    liveLessons(db, courseId, view, query.search).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map((row) => toDto(row, view.now)), count: Number(total.n) };
}

/** One lesson the view shows, or 404. */
export async function getLesson(db: Db, courseId: number, lessonId: number, view: LessonView): Promise<LessonDto> {
  const row = await selectLessons(db, courseId, view).where('l.id', '=', lessonId).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row, view.now);
}

/** The lessons the view shows, in order, as references. */
export async function lessonRefs(db: Db, courseId: number, view: LessonView): Promise<LessonRef[]> {
  const rows = await liveLessons(db, courseId, view)
    .select(['l.id', 'l.name', 'l.position', 'l.show_date'])
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ id: r.id, lessonName: r.name, position: r.position, showDate: iso(r.show_date) }));
}

/** A lesson with its neighbours and its materials. */
export async function lessonDetail(db: Db, courseId: number, lessonId: number, view: LessonView): Promise<LessonDetailDto> {
  const lesson = await getLesson(db, courseId, lessonId, view);
  const [allLessons, videos, links, presentations] = await Promise.all([
    lessonRefs(db, courseId, view),
    videosOfLessons(db, [lessonId]),
    linksOfLessons(db, [lessonId]),
    presentationsOfLessons(db, [lessonId]),
  ]);
  return { ...lesson, allLessons, videos, links, presentations };
}

export interface LessonFields {
  name: string;
  showDate: Date;
}

/** Adds a lesson at the end of the course's order. */
export async function createLesson(db: Db, schoolId: number, courseId: number, fields: LessonFields, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockLessonOrder(trx, courseId);
    const row = await trx
      .insertInto('lessons')
      .values({
        school_id: schoolId,
        course_id: courseId,
        name: fields.name,
        show_date: fields.showDate,
        position: await nextLessonPosition(trx, courseId),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateLesson(db: Db, courseId: number, lessonId: number, fields: LessonFields, now: Date): Promise<void> {
  const result = await db
    .updateTable('lessons')
    .set({ name: fields.name, show_date: fields.showDate, updated_at: now })
    .where('id', '=', lessonId)
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

/** Moves a lesson to `position` (new index + 1; past the end means last) and answers the new order. */
export async function dragLesson(
  db: Db,
  courseId: number,
  lessonId: number,
  position: number,
  now: Date,
): Promise<{ position: number; allLessons: LessonRef[] }> {
  const taken = await db.transaction().execute(async (trx) => {
    await lockLessonOrder(trx, courseId);
    return moveLesson(trx, courseId, lessonId, position);
  });
  return { position: taken, allLessons: await lessonRefs(db, courseId, { now, shownOnly: false }) };
}
