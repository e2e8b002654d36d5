import type { PresentationDto } from '../../../src/api/learning.js';
import type { Db } from '../../db/index.js';
import { countInt } from '../../db/sql.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';
import { fileLink } from '../files/repository.js';
import { iso } from './input.js';

/* The SQL of a lesson's presentations (each holds one uploaded PDF). */

function presentationsOf(db: Db, lessonIds: number[], search?: string) {
  return db
    .selectFrom('presentations as p')
    .leftJoin('files as f', 'f.id', 'p.file_id')
    .where('p.lesson_id', 'in', lessonIds.length ? lessonIds : [0])
    .where((eb) => searchMatch(search, eb.ref('p.name'), eb.ref('p.description')));
}

const columns = [
  'p.id',
  'p.lesson_id',
  'p.name',
  'p.description',
  'p.file_id',
  'p.created_at',
  'f.storage_key',
  'f.original_name',
] as const;
interface PresentationRow {
  id: number;
  lesson_id: number;
  name: string;
  description: string;
  file_id: number | null;
  created_at: Date;
  storage_key: string | null;
  original_name: string | null;
}

function toDto(row: PresentationRow): PresentationDto {
  return {
    presentationId: row.id,
    lessonId: row.lesson_id,
    name: row.name,
    description: row.description,
    fileId: row.storage_key ? row.file_id : null,
    fileLink: fileLink(row.storage_key),
    fileName: row.original_name ?? null,
    createdAt: iso(row.created_at),
  };
}

/** What a presentation is saved as; a fileId left out keeps the file. */
export interface PresentationFields {
  name: string;
  description: string;
  fileId?: number | undefined;
}

/** Every presentation of these lessons, oldest first (for a lesson's page). */
export async function presentationsOfLessons(db: Db, lessonIds: number[]): Promise<PresentationDto[]> {
  const rows = await presentationsOf(db, lessonIds).select(columns).orderBy('p.id').execute();
  return rows.map(toDto);
}

/** One page of a lesson's presentations, oldest first, and how many match in all. */
export async function presentationPage(db: Db, lessonId: number, query: PageQuery) {
  const { limit, offset } = pageOf(query);
  const base = presentationsOf(db, [lessonId], query.search);
  const [rows, total] = await Promise.all([
    base.select(columns).orderBy('p.id').limit(limit).offset(offset).execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toDto), count: Number(total.n) };
}

/** One presentation of the lesson; 404 if the lesson has no such presentation. */
export async function getPresentation(db: Db, lessonId: number, id: number): Promise<PresentationDto> {
  const row = await presentationsOf(db, [lessonId]).select(columns).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

export async function insertPresentation(db: Db, schoolId: number, lessonId: number, fields: Required<PresentationFields>, at: Date) {
  const row = await db
    .insertInto('presentations')
    .values({
      school_id: schoolId,
      lesson_id: lessonId,
      name: fields.name,
      description: fields.description,
      file_id: fields.fileId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The presentation's current file, its row locked until the transaction ends; undefined if the lesson has no such presentation. */
export function lockPresentation(trx: Db, lessonId: number, id: number) {
  return trx
    .selectFrom('presentations')
    .select('file_id')
    .where('id', '=', id)
    .where('lesson_id', '=', lessonId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePresentation(trx: Db, id: number, fields: PresentationFields, at: Date): Promise<void> {
  await trx
    .updateTable('presentations')
    .set({
      name: fields.name,
      description: fields.description,
      ...(fields.fileId !== undefined && { file_id: fields.fileId }),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes the presentation and answers the file it held; undefined if the lesson has no such presentation. */
export function deletePresentation(trx: Db, lessonId: number, id: number) {
  return trx.deleteFrom('presentations').where('id', '=', id).where('lesson_id', '=', lessonId).returning('file_id').executeTakeFirst();
}
