import { videoPreviewOf, type VideoDto } from '../../../src/api/learning.js';
import type { Db } from '../../db/index.js';
import { countInt } from '../../db/sql.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, searchMatch, type PageQuery } from '../../lib/listing.js';
import { iso } from './input.js';

/* The SQL of a lesson's videos. */

function videosOf(db: Db, lessonIds: number[], search?: string) {
  return db
    .selectFrom('videos')
    .where('lesson_id', 'in', lessonIds.length ? lessonIds : [0])
    .where((eb) => searchMatch(search, eb.ref('name'), eb.ref('description')));
}

const columns = ['id', 'lesson_id', 'name', 'description', 'link', 'created_at'] as const;
interface VideoRow {
  id: number;
  lesson_id: number;
  name: string;
  description: string;
  link: string;
  created_at: Date;
}

function toDto(row: VideoRow): VideoDto {
  return {
    id: row.id,
    lessonId: row.lesson_id,
    videoName: row.name,
    description: row.description,
    link: row.link,
    ...videoPreviewOf(row.link),
    createdAt: iso(row.created_at),
  };
}

/** What a video's name, description and address are saved as, already checked. */
export interface VideoFields {
  name: string;
  description: string;
  link: string;
}

/** Every video of these lessons, oldest first (for a lesson's page). */
export async function videosOfLessons(db: Db, lessonIds: number[]): Promise<VideoDto[]> {
  const rows = await videosOf(db, lessonIds).select(columns).orderBy('id').execute();
  return rows.map(toDto);
}

/** One page of a lesson's videos, oldest first, and how many match in all. */
export async function videoPage(db: Db, lessonId: number, query: PageQuery) {
  const { limit, offset } = pageOf(query);
  const base = videosOf(db, [lessonId], query.search);
  const [rows, total] = await Promise.all([
    base.select(columns).orderBy('id').limit(limit).offset(offset).execute(),
    base.select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: rows.map(toDto), count: Number(total.n) };
}

/** One video of the lesson; 404 if the lesson has no such video. */
export async function getVideo(db: Db, lessonId: number, videoId: number): Promise<VideoDto> {
  const row = await videosOf(db, [lessonId]).select(columns).where('id', '=', videoId).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

export async function insertVideo(db: Db, schoolId: number, lessonId: number, fields: VideoFields, at: Date): Promise<number> {
  const row = await db
    .insertInto('videos')
    .values({ ...fields, school_id: schoolId, lesson_id: lessonId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves the video; false if the lesson has no such video. */
export async function updateVideo(db: Db, lessonId: number, videoId: number, fields: VideoFields, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set({ ...fields, updated_at: at })
    .where('id', '=', videoId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the video; false if the lesson has no such video. */
export async function deleteVideo(db: Db, lessonId: number, videoId: number): Promise<boolean> {
  const result = await db.deleteFrom('videos').where('id', '=', videoId).where('lesson_id', '=', lessonId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
