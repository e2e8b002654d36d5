import type { FastifyInstance } from 'fastify';
import type { PresentationDto, PresentationInput } from '../../../src/api/learning.js';
import type { ListQuery } from '../../../src/api/types.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { releaseFiles, removeStoredFiles } from '../../lib/learningFiles.js';
import { containsPattern, listSchema, pageOf } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { fileLink, findSchoolFile } from '../files/repository.js';
import { countInt } from '../../db/sql.js';
import { iso, optionalText, requiredText } from './input.js';
import { READERS, WRITERS, listQuery, presentationCreateBody, presentationSchema, presentationUpdateBody } from './schemas.js';

/*
 * SPEC §7 Presentations (under /lessons/{lessonId}/presentations): GET list; POST; GET, PUT,
 * DELETE {id}. A presentation holds a PDF uploaded with POST /api/static/upload?kind=pdf;
 * replacing or deleting it frees the old file (its row and its bytes).
 */

function presentationsOf(db: Db, lessonIds: number[], search?: string) {
  const pattern = containsPattern(search);
  return db
    .selectFrom('presentations as p')
    .leftJoin('files as f', 'f.id', 'p.file_id')
    .where('p.lesson_id', 'in', lessonIds.length ? lessonIds : [0])
    .$if(pattern !== null, (q) => q.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.description', 'ilike', pattern)])));
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

/** Every presentation of these lessons, oldest first (for a lesson's page). */
export async function presentationsOfLessons(db: Db, lessonIds: number[]): Promise<PresentationDto[]> {
  const rows = await presentationsOf(db, lessonIds).select(columns).orderBy('p.id').execute();
  return rows.map(toDto);
}

async function getPresentation(db: Db, lessonId: number, id: number): Promise<PresentationDto> {
  const row = await presentationsOf(db, [lessonId]).select(columns).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

/** A PDF uploaded to this school; another school's or an unknown id, or any other file, answers 400 naming fileId. */
async function pdfFileId(db: Db, schoolId: number, fileId: number): Promise<number> {
  const file = await findSchoolFile(db, schoolId, fileId);
  if (!file) throw badRequest('lessons.fileNotFound', 'fileId');
  if (file.mime !== 'application/pdf') throw badRequest('files.pdfRequired', 'fileId');
  return file.id;
}

const tags = ['presentations'];
type LessonParams = { lessonId: number };
type PresentationParams = { lessonId: number; presentationId: number };

export async function presentationRoutes(app: FastifyInstance, { db, now, storage }: AppDeps) {
  app.get<{ Params: LessonParams; Querystring: ListQuery }>(
    '/api/lessons/:lessonId/presentations',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A lesson's presentations, oldest first; search looks in the name and description",
        params: pathParams('lessonId'),
        querystring: listQuery,
        response: responses({ 200: listSchema(presentationSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      const { limit, offset } = pageOf(request.query);
      const base = presentationsOf(db, [lesson.id], request.query.search);
      const [rows, total] = await Promise.all([
        base.select(columns).orderBy('p.id').limit(limit).offset(offset).execute(),
        base.select(countInt.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { objects: rows.map(toDto), count: Number(total.n) };
    },
  );

  app.post<{ Params: LessonParams; Body: PresentationInput }>(
    '/api/lessons/:lessonId/presentations',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Add a presentation: name, description and an uploaded PDF',
        description:
          "Upload the PDF first (POST /api/static/upload?kind=pdf) and send its fileId. Any other file: 400 'A presentation needs a PDF file'.",
        params: pathParams('lessonId'),
        body: presentationCreateBody,
        response: responses({ 200: savedSchema(presentationSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const name = requiredText(request.body.name, 'name');
      const fileId = await pdfFileId(db, user.schoolId, request.body.fileId);
      const at = now();
      const row = await db
        .insertInto('presentations')
        .values({
          school_id: user.schoolId,
          lesson_id: lesson.id,
          name,
          description: optionalText(request.body.description),
          file_id: fileId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { message: t(request.lang, 'lessons.presentationCreated'), ...(await getPresentation(db, lesson.id, row.id)) };
    },
  );

  app.get<{ Params: PresentationParams }>(
    '/api/lessons/:lessonId/presentations/:presentationId',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'One presentation, with the link to read its PDF in the browser',
        params: pathParams('lessonId', 'presentationId'),
        response: responses({ 200: presentationSchema }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      return getPresentation(db, lesson.id, request.params.presentationId);
    },
  );

  app.put<{ Params: PresentationParams; Body: Partial<PresentationInput> & { name: string } }>(
    '/api/lessons/:lessonId/presentations/:presentationId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Save a presentation; a fileId left out keeps the PDF, a new one frees the old file',
        params: pathParams('lessonId', 'presentationId'),
        body: presentationUpdateBody,
        response: responses({ 200: savedSchema(presentationSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const { presentationId } = request.params;
      const name = requiredText(request.body.name, 'name');
      const newFileId = request.body.fileId === undefined ? undefined : await pdfFileId(db, user.schoolId, request.body.fileId);
      const freed = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('presentations')
          .select('file_id')
          .where('id', '=', presentationId)
          .where('lesson_id', '=', lesson.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound();
        await trx
          .updateTable('presentations')
          .set({
            name,
            description: optionalText(request.body.description),
            ...(newFileId !== undefined && { file_id: newFileId }),
            updated_at: now(),
          })
          .where('id', '=', presentationId)
          .execute();
        return newFileId !== undefined && newFileId !== current.file_id ? releaseFiles(trx, user.schoolId, [current.file_id]) : [];
      });
      await removeStoredFiles(storage, freed);
      return { message: t(request.lang, 'lessons.presentationUpdated'), ...(await getPresentation(db, lesson.id, presentationId)) };
    },
  );

  app.delete<{ Params: PresentationParams }>(
    '/api/lessons/:lessonId/presentations/:presentationId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Delete a presentation and its PDF',
        params: pathParams('lessonId', 'presentationId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const freed = await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('presentations')
          .where('id', '=', request.params.presentationId)
          .where('lesson_id', '=', lesson.id)
          .returning('file_id')
          .executeTakeFirst();
        if (!deleted) throw notFound();
        return releaseFiles(trx, user.schoolId, [deleted.file_id]);
      });
      await removeStoredFiles(storage, freed);
      return { message: t(request.lang, 'lessons.presentationDeleted') };
    },
  );
}
