import type { FastifyInstance } from 'fastify';
import type { LinkDto, LinkInput } from '../../../src/api/learning.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern, listSchema, pageOf } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { typed } from '../../lib/typedRoutes.js';
import { countInt } from '../../db/sql.js';
import { httpUrlOf, iso, requiredText } from './input.js';
import { READERS, WRITERS, linkBody, linkSchema, listQuery } from './schemas.js';

/* SPEC §7 Links (under /lessons/{lessonId}/links): GET list; POST; GET, PUT, DELETE {linkId}. */

function linksOf(db: Db, lessonIds: number[], search?: string) {
  const pattern = containsPattern(search);
  return db
    .selectFrom('links')
    .where('lesson_id', 'in', lessonIds.length ? lessonIds : [0])
    .$if(pattern !== null, (q) => q.where((eb) => eb.or([eb('text', 'ilike', pattern), eb('link', 'ilike', pattern)])));
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

/** Every link of these lessons, oldest first (for a lesson's page). */
export async function linksOfLessons(db: Db, lessonIds: number[]): Promise<LinkDto[]> {
  const rows = await linksOf(db, lessonIds).select(columns).orderBy('id').execute();
  return rows.map(toDto);
}

async function getLink(db: Db, lessonId: number, linkId: number): Promise<LinkDto> {
  const row = await linksOf(db, [lessonId]).select(columns).where('id', '=', linkId).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

function fields(body: LinkInput) {
  return { text: requiredText(body.text, 'text'), link: httpUrlOf(body.link, 'link') };
}

const tags = ['links'];

export async function linkRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/:lessonId/links',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A lesson's links, oldest first; search looks in the text and address",
        params: pathParams('lessonId'),
        querystring: listQuery,
        response: responses({ 200: listSchema(linkSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      const { limit, offset } = pageOf(request.query);
      const base = linksOf(db, [lesson.id], request.query.search);
      const [rows, total] = await Promise.all([
        base.select(columns).orderBy('id').limit(limit).offset(offset).execute(),
        base.select(countInt.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { objects: rows.map(toDto), count: Number(total.n) };
    },
  );

  routes.post(
    '/api/lessons/:lessonId/links',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Add a link: display text and an http(s) address',
        params: pathParams('lessonId'),
        body: linkBody,
        response: responses({ 200: savedSchema(linkSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const at = now();
      const row = await db
        .insertInto('links')
        .values({ ...fields(request.body), school_id: user.schoolId, lesson_id: lesson.id, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { message: t(request.lang, 'lessons.linkCreated'), ...(await getLink(db, lesson.id, row.id)) };
    },
  );

  routes.get(
    '/api/lessons/:lessonId/links/:linkId',
    {
      config: { roles: READERS },
      schema: { tags, summary: 'One link', params: pathParams('lessonId', 'linkId'), response: responses({ 200: linkSchema }) },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      return getLink(db, lesson.id, request.params.linkId);
    },
  );

  routes.put(
    '/api/lessons/:lessonId/links/:linkId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Save a link',
        params: pathParams('lessonId', 'linkId'),
        body: linkBody,
        response: responses({ 200: savedSchema(linkSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfInstructor(db, currentUser(request), request.params.lessonId);
      const result = await db
        .updateTable('links')
        .set({ ...fields(request.body), updated_at: now() })
        .where('id', '=', request.params.linkId)
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      return { message: t(request.lang, 'lessons.linkUpdated'), ...(await getLink(db, lesson.id, request.params.linkId)) };
    },
  );

  routes.delete(
    '/api/lessons/:lessonId/links/:linkId',
    {
      config: { roles: WRITERS },
      schema: { tags, summary: 'Delete a link', params: pathParams('lessonId', 'linkId'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      const lesson = await lessonOfInstructor(db, currentUser(request), request.params.lessonId);
      const result = await db
        .deleteFrom('links')
        .where('id', '=', request.params.linkId)
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return { message: t(request.lang, 'lessons.linkDeleted') };
    },
  );
}
