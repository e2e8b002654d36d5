import type { RequestHandler } from 'msw';
import {
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_NAME_MAX,
  videoPreviewOf,
  type LinkDto,
  type PresentationDto,
  type VideoDto,
} from '../../api/learning';
import { errorResponse, text } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { textProblem, urlProblem } from './fieldProblems';
import { materialHandlers } from './materialRoutes';

/** The three kinds of lesson material (SPEC §7 Videos, Links, Presentations): each one's fields and messages. */

const videoHandlers = materialHandlers<VideoDto>('videos', {
  idOf: (v) => v.id,
  parse(request, body, lessonId, previous) {
    const problem =
      textProblem(request, body, 'videoName', MATERIAL_NAME_MAX) ??
      textProblem(request, body, 'description', MATERIAL_DESCRIPTION_MAX, false) ??
      urlProblem(request, body, 'link');
    if (problem) return problem;
    const link = text(body.link).trim();
    return {
      id: previous?.id ?? newId(),
      lessonId,
      videoName: text(body.videoName).trim(),
      description: text(body.description).trim(),
      link,
      ...videoPreviewOf(link),
      createdAt: previous?.createdAt ?? new Date().toISOString(),
    };
  },
  messages: { created: 'lessons.videoCreated', updated: 'lessons.videoUpdated', deleted: 'lessons.videoDeleted' },
});

const linkHandlers = materialHandlers<LinkDto>('links', {
  idOf: (l) => l.id,
  parse(request, body, lessonId, previous) {
    const problem = textProblem(request, body, 'text', MATERIAL_NAME_MAX) ?? urlProblem(request, body, 'link');
    if (problem) return problem;
    return {
      id: previous?.id ?? newId(),
      lessonId,
      text: text(body.text).trim(),
      link: text(body.link).trim(),
      createdAt: previous?.createdAt ?? new Date().toISOString(),
    };
  },
  messages: { created: 'lessons.linkCreated', updated: 'lessons.linkUpdated', deleted: 'lessons.linkDeleted' },
});

const presentationHandlers = materialHandlers<PresentationDto>('presentations', {
  idOf: (p) => p.presentationId,
  parse(request, body, lessonId, previous) {
    const problem =
      textProblem(request, body, 'name', MATERIAL_NAME_MAX) ?? textProblem(request, body, 'description', MATERIAL_DESCRIPTION_MAX, false);
    if (problem) return problem;
    const fileId = Number(body.fileId);
    const upload = mockStore.learning.uploads.get(fileId);
    if (!upload) return errorResponse(request, 400, 'lessons.fileNotFound', { field: 'fileId' });
    return {
      presentationId: previous?.presentationId ?? newId(),
      lessonId,
      name: text(body.name).trim(),
      description: text(body.description).trim(),
      fileId,
      fileLink: upload.link,
      fileName: upload.name,
      createdAt: previous?.createdAt ?? new Date().toISOString(),
    };
  },
  messages: { created: 'lessons.presentationCreated', updated: 'lessons.presentationUpdated', deleted: 'lessons.presentationDeleted' },
});

export const lessonMaterialHandlers: RequestHandler[] = [...videoHandlers, ...linkHandlers, ...presentationHandlers];
