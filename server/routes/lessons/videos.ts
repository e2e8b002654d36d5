import type { FastifyInstance } from 'fastify';
import { videoPreviewOf, type VideoDto, type VideoInput } from '../../../src/api/learning.js';
import type { ListQuery } from '../../../src/api/types.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern, listSchema, pageOf } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { countInt } from '../../db/sql.js';
import { httpUrlOf, iso, optionalText, requiredText } from './input.js';
import { READERS, WRITERS, listQuery, videoBody, videoSchema } from './schemas.js';

/* SPEC §7 Videos: GET and POST /lessons/{lessonId}/videos; GET, PUT, DELETE …/videos/{videoId}. */

function videosOf(db: Db, lessonIds: number[], search?: string) {
  const pattern = containsPattern(search);
  return db
    .selectFrom('videos')
    .where('lesson_id', 'in', lessonIds.length ? lessonIds : [0])
    .$if(pattern !== null, (q) => q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)])));
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

/** Every video of these lessons, oldest first (for a lesson's page). */
export async function videosOfLessons(db: Db, lessonIds: number[]): Promise<VideoDto[]> {
  const rows = await videosOf(db, lessonIds).select(columns).orderBy('id').execute();
  return rows.map(toDto);
}

async function getVideo(db: Db, lessonId: number, videoId: number): Promise<VideoDto> {
  const row = await videosOf(db, [lessonId]).select(columns).where('id', '=', videoId).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

function fields(body: VideoInput) {
  return {
    name: requiredText(body.videoName, 'videoName'),
    description: optionalText(body.description),
    link: httpUrlOf(body.link, 'link'),
  };
}

const tags = ['videos'];
type LessonParams = { lessonId: number };
type VideoParams = { lessonId: number; videoId: number };

export async function videoRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  app.get<{ Params: LessonParams; Querystring: ListQuery }>(
    '/api/lessons/:lessonId/videos',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A lesson's videos, oldest first; search looks in the name and description",
        params: pathParams('lessonId'),
        querystring: listQuery,
        response: responses({ 200: listSchema(videoSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      const { limit, offset } = pageOf(request.query);
      const base = videosOf(db, [lesson.id], request.query.search);
      const [rows, total] = await Promise.all([
        base.select(columns).orderBy('id').limit(limit).offset(offset).execute(),
        base.select(countInt.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { objects: rows.map(toDto), count: Number(total.n) };
    },
  );

  app.post<{ Params: LessonParams; Body: VideoInput }>(
    '/api/lessons/:lessonId/videos',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Add a video: a link; a YouTube link also gets a thumbnail and an embedded player',
        params: pathParams('lessonId'),
        body: videoBody,
        response: responses({ 200: savedSchema(videoSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const values = fields(request.body);
      const at = now();
      const row = await db
        .insertInto('videos')
        .values({ ...values, school_id: user.schoolId, lesson_id: lesson.id, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { message: t(request.lang, 'lessons.videoCreated'), ...(await getVideo(db, lesson.id, row.id)) };
    },
  );

  app.get<{ Params: VideoParams }>(
    '/api/lessons/:lessonId/videos/:videoId',
    {
      config: { roles: READERS },
      schema: { tags, summary: 'One video', params: pathParams('lessonId', 'videoId'), response: responses({ 200: videoSchema }) },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      return getVideo(db, lesson.id, request.params.videoId);
    },
  );

  app.put<{ Params: VideoParams; Body: VideoInput }>(
    '/api/lessons/:lessonId/videos/:videoId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Save a video; a description left out becomes empty',
        params: pathParams('lessonId', 'videoId'),
        body: videoBody,
        response: responses({ 200: savedSchema(videoSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfInstructor(db, currentUser(request), request.params.lessonId);
      const result = await db
        .updateTable('videos')
        .set({ ...fields(request.body), updated_at: now() })
        .where('id', '=', request.params.videoId)
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      return { message: t(request.lang, 'lessons.videoUpdated'), ...(await getVideo(db, lesson.id, request.params.videoId)) };
    },
  );

  app.delete<{ Params: VideoParams }>(
    '/api/lessons/:lessonId/videos/:videoId',
    {
      config: { roles: WRITERS },
      schema: { tags, summary: 'Delete a video', params: pathParams('lessonId', 'videoId'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      const lesson = await lessonOfInstructor(db, currentUser(request), request.params.lessonId);
      const result = await db
        .deleteFrom('videos')
        .where('id', '=', request.params.videoId)
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return { message: t(request.lang, 'lessons.videoDeleted') };
    },
  );
}
