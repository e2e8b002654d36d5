import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { listSchema, pageQuery } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { optionalText, requiredText } from './input.js';
import { getPresentation, insertPresentation, presentationPage } from './presentationsRepository.js';
import { pdfFileId, removePresentation, savePresentation } from './presentationsService.js';
import { READERS, WRITERS, presentationCreateBody, presentationSchema, presentationUpdateBody } from './schemas.js';

/*
 * SPEC §7 Presentations (under /lessons/{lessonId}/presentations): GET list; POST; GET, PUT,
 * DELETE {id}. A presentation holds a PDF uploaded with POST /api/static/upload?kind=pdf;
 * replacing or deleting it frees the old file (its row and its bytes).
 */

const tags = ['presentations'];

export async function presentationRoutes(app: FastifyInstance, deps: AppDeps) {
  registerLessonPresentations(app, deps);
  registerPresentationEditing(app, deps);
}

/** A lesson's presentations: the list and adding one. */
function registerLessonPresentations(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/:lessonId/presentations',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A lesson's presentations, oldest first; search looks in the name and description",
        params: pathParams('lessonId'),
        querystring: pageQuery,
        response: responses({ 200: listSchema(presentationSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      return presentationPage(db, lesson.id, request.query);
    },
  );

  routes.post(
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
      const fields = { name, description: optionalText(request.body.description), fileId };
      const id = await insertPresentation(db, user.schoolId, lesson.id, fields, now());
      return { message: t(request.lang, 'lessons.presentationCreated'), ...(await getPresentation(db, lesson.id, id)) };
    },
  );
}

/** One presentation: reading, saving and deleting it. */
function registerPresentationEditing(app: FastifyInstance, { db, now, storage }: AppDeps) {
  const routes = typed(app);
  routes.get(
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

  routes.put(
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
      const fields = { name, description: optionalText(request.body.description), fileId: newFileId };
      await savePresentation(db, storage, { schoolId: user.schoolId, lessonId: lesson.id, presentationId }, fields, now);
      return { message: t(request.lang, 'lessons.presentationUpdated'), ...(await getPresentation(db, lesson.id, presentationId)) };
    },
  );

  routes.delete(
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
      const target = { schoolId: user.schoolId, lessonId: lesson.id, presentationId: request.params.presentationId };
      await removePresentation(db, storage, target);
      return { message: t(request.lang, 'lessons.presentationDeleted') };
    },
  );
}
