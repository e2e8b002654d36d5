import type { FastifyInstance } from 'fastify';
import type { LinkInput } from '../../../src/api/learning.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { listSchema, pageQuery } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { typed } from '../../lib/typedRoutes.js';
import { httpUrlOf, requiredText } from './input.js';
import { deleteLink, getLink, insertLink, linkPage, updateLink, type LinkFields } from './linksRepository.js';
import { READERS, WRITERS, linkBody, linkSchema } from './schemas.js';

/* SPEC §7 Links (under /lessons/{lessonId}/links): GET list; POST; GET, PUT, DELETE {linkId}. */

function fields(body: LinkInput): LinkFields {
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
        querystring: pageQuery,
        response: responses({ 200: listSchema(linkSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      return linkPage(db, lesson.id, request.query);
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
      const id = await insertLink(db, user.schoolId, lesson.id, fields(request.body), now());
      return { message: t(request.lang, 'lessons.linkCreated'), ...(await getLink(db, lesson.id, id)) };
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
      if (!(await updateLink(db, lesson.id, request.params.linkId, fields(request.body), now()))) throw notFound();
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
      if (!(await deleteLink(db, lesson.id, request.params.linkId))) throw notFound();
      return { message: t(request.lang, 'lessons.linkDeleted') };
    },
  );
}
