import type { LinkDto } from '../../../src/api/learning.js';
import type { Db } from '../../db/index.js';
import { countInt } from '../../db/sql.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';
import { iso } from './input.js';

/* The SQL of a lesson's links. */

function linksOf(db: Db, lessonIds: number[], search?: string) {
  return db
    .selectFrom('links')
    .where('lesson_id', 'in', lessonIds.length ? lessonIds : [0])
    .where((eb) => searchMatch(search, eb.ref('text'), eb.ref('link')));
}

const columns = ['id', 'lesson_id', 'text', 'link', 'created_at'] as const;
interface LinkRow {
  id: number;
  lesson_id: number;
  text: string;
  link: string;
  created_at: Date;
}

function toDto(row: LinkRow): LinkDto {
  return { id: row.id, lessonId: row.lesson_id, text: row.text, link: row.link, createdAt: iso(row.created_at) };
}

/** What a link's text and address are saved as, already checked. */
export interface LinkFields {
  text: string;
  link: string;
}

/** Every link of these lessons, oldest first (for a lesson's page). */
export async function linksOfLessons(db: Db, lessonIds: number[]): Promise<LinkDto[]> {
  const rows = await linksOf(db, lessonIds).select(columns).orderBy('id').execute();
  return rows.map(toDto);
}

/** One page of a lesson's links, oldest first, and how many match in all. */
export async function linkPage(db: Db, lessonId: number, query: PageQuery) {
  const { limit, offset } = pageOf(query);
  const base = linksOf(db, [lessonId], query.search);
  const [rows, total] = await Promise.all([
    base.select(columns).orderBy('id').limit(limit).offset(offset).execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toDto), count: Number(total.n) };
}

/** One link of the lesson; 404 if the lesson has no such link. */
export async function getLink(db: Db, lessonId: number, linkId: number): Promise<LinkDto> {
  const row = await linksOf(db, [lessonId]).select(columns).where('id', '=', linkId).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

export async function insertLink(db: Db, schoolId: number, lessonId: number, fields: LinkFields, at: Date): Promise<number> {
  const row = await db
    .insertInto('links')
    .values({ ...fields, school_id: schoolId, lesson_id: lessonId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves the link; false if the lesson has no such link. */
export async function updateLink(db: Db, lessonId: number, linkId: number, fields: LinkFields, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('links')
    .set({ ...fields, updated_at: at })
    .where('id', '=', linkId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the link; false if the lesson has no such link. */
export async function deleteLink(db: Db, lessonId: number, linkId: number): Promise<boolean> {
  const result = await db.deleteFrom('links').where('id', '=', linkId).where('lesson_id', '=', lessonId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
