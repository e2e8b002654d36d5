import type { FastifyInstance } from 'fastify';
import type { VideoInput } from '../../../src/api/learning.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader } from '../../lib/courseAccess.js';
import { notFound } from '../../lib/errors.js';
import { listSchema, pageQuery } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { currentUser } from '../../plugins/auth.js';
import { httpUrlOf, optionalText, requiredText } from './input.js';
import { READERS, WRITERS, videoBody, videoSchema } from './schemas.js';
import { deleteVideo, getVideo, insertVideo, updateVideo, videoPage, type VideoFields } from './videosRepository.js';

/* SPEC §7 Videos: GET and POST /lessons/{lessonId}/videos; GET, PUT, DELETE …/videos/{videoId}. */

function fields(body: VideoInput): VideoFields {
  return {
    name: requiredText(body.videoName, 'videoName'),
    description: optionalText(body.description),
    link: httpUrlOf(body.link, 'link'),
  };
}

const tags = ['videos'];

export async function videoRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/lessons/:lessonId/videos',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A lesson's videos, oldest first; search looks in the name and description",
        params: pathParams('lessonId'),
        querystring: pageQuery,
        response: responses({ 200: listSchema(videoSchema) }),
      },
    },
    async (request) => {
      const lesson = await lessonOfReader(db, currentUser(request), request.params.lessonId, now());
      return videoPage(db, lesson.id, request.query);
    },
  );

  routes.post(
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
      const id = await insertVideo(db, user.schoolId, lesson.id, fields(request.body), now());
      return { message: t(request.lang, 'lessons.videoCreated'), ...(await getVideo(db, lesson.id, id)) };
    },
  );

  routes.get(
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

  routes.put(
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
      if (!(await updateVideo(db, lesson.id, request.params.videoId, fields(request.body), now()))) throw notFound();
      return { message: t(request.lang, 'lessons.videoUpdated'), ...(await getVideo(db, lesson.id, request.params.videoId)) };
    },
  );

  routes.delete(
    '/api/lessons/:lessonId/videos/:videoId',
    {
      config: { roles: WRITERS },
      schema: { tags, summary: 'Delete a video', params: pathParams('lessonId', 'videoId'), response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      const lesson = await lessonOfInstructor(db, currentUser(request), request.params.lessonId);
      if (!(await deleteVideo(db, lesson.id, request.params.videoId))) throw notFound();
      return { message: t(request.lang, 'lessons.videoDeleted') };
    },
  );
}
