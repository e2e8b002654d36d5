import type { Identifier } from 'ra-core';
import type {
  LessonDetailDto,
  LessonDto,
  LessonInput,
  LinkDto,
  LinkInput,
  PresentationDto,
  PresentationInput,
  VideoDto,
  VideoInput,
} from '../api/learning';
import type { FileUploadResponse, MessageResponse, SavedResponse } from '../api/types';
import { fileForm, readAllPages, segment as seg, uploadWithProgress, sendVia } from './callHelpers';
import type { HttpClient, UploadProgress } from './httpClient';

/** The learning calls: lessons and their materials (videos, links, presentations). */
export interface LearningCalls {
  /** Every lesson of a course in position order (all pages of GET courses/{id}/lessons). */
  listLessons(courseId: Identifier, signal?: AbortSignal): Promise<LessonDto[]>;
  getLesson(courseId: Identifier, lessonId: Identifier, signal?: AbortSignal): Promise<LessonDetailDto>;
  createLesson(courseId: Identifier, input: LessonInput): Promise<SavedResponse<LessonDto>>;
  updateLesson(courseId: Identifier, lessonId: Identifier, input: LessonInput): Promise<SavedResponse<LessonDto>>;
  /** Moves the lesson (with its materials) to the trash. */
  deleteLesson(courseId: Identifier, lessonId: Identifier): Promise<MessageResponse>;
  /** PUT …/drag/{position}: position is the new index plus one. */
  dragLesson(courseId: Identifier, lessonId: Identifier, position: number): Promise<MessageResponse>;
  createVideo(lessonId: Identifier, input: VideoInput): Promise<SavedResponse<VideoDto>>;
  updateVideo(lessonId: Identifier, videoId: Identifier, input: VideoInput): Promise<SavedResponse<VideoDto>>;
  deleteVideo(lessonId: Identifier, videoId: Identifier): Promise<MessageResponse>;
  createLink(lessonId: Identifier, input: LinkInput): Promise<SavedResponse<LinkDto>>;
  updateLink(lessonId: Identifier, linkId: Identifier, input: LinkInput): Promise<SavedResponse<LinkDto>>;
  deleteLink(lessonId: Identifier, linkId: Identifier): Promise<MessageResponse>;
  createPresentation(lessonId: Identifier, input: PresentationInput): Promise<SavedResponse<PresentationDto>>;
  updatePresentation(lessonId: Identifier, presentationId: Identifier, input: PresentationInput): Promise<SavedResponse<PresentationDto>>;
  deletePresentation(lessonId: Identifier, presentationId: Identifier): Promise<MessageResponse>;
  /** POST static/upload?kind=pdf with the upload's progress; the server sniffs the bytes. */
  uploadPdf(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<FileUploadResponse>;
}

export function createLearningCalls(url: (path: string) => string, httpClient: HttpClient): LearningCalls {
  const send = sendVia(url, httpClient);
  const lessons = (courseId: Identifier) => `courses/${seg(courseId)}/lessons`;
  const material = (lessonId: Identifier, kind: 'videos' | 'links' | 'presentations') => `lessons/${seg(lessonId)}/${kind}`;

  return {
    listLessons: (courseId, signal) => readAllPages<LessonDto>(send, lessons(courseId), signal),
    getLesson: (courseId, lessonId, signal) => send(`${lessons(courseId)}/${seg(lessonId)}`, { signal }),
    createLesson: (courseId, input) => send(lessons(courseId), { method: 'POST', json: input }),
    updateLesson: (courseId, lessonId, input) => send(`${lessons(courseId)}/${seg(lessonId)}`, { method: 'PUT', json: input }),
    deleteLesson: (courseId, lessonId) => send(`${lessons(courseId)}/${seg(lessonId)}`, { method: 'DELETE' }),
    dragLesson: (courseId, lessonId, position) => send(`${lessons(courseId)}/${seg(lessonId)}/drag/${position}`, { method: 'PUT' }),
    createVideo: (lessonId, input) => send(material(lessonId, 'videos'), { method: 'POST', json: input }),
    updateVideo: (lessonId, id, input) => send(`${material(lessonId, 'videos')}/${seg(id)}`, { method: 'PUT', json: input }),
    deleteVideo: (lessonId, id) => send(`${material(lessonId, 'videos')}/${seg(id)}`, { method: 'DELETE' }),
    createLink: (lessonId, input) => send(material(lessonId, 'links'), { method: 'POST', json: input }),
    updateLink: (lessonId, id, input) => send(`${material(lessonId, 'links')}/${seg(id)}`, { method: 'PUT', json: input }),
    deleteLink: (lessonId, id) => send(`${material(lessonId, 'links')}/${seg(id)}`, { method: 'DELETE' }),
    createPresentation: (lessonId, input) => send(material(lessonId, 'presentations'), { method: 'POST', json: input }),
    updatePresentation: (lessonId, id, input) => send(`${material(lessonId, 'presentations')}/${seg(id)}`, { method: 'PUT', json: input }),
    deletePresentation: (lessonId, id) => send(`${material(lessonId, 'presentations')}/${seg(id)}`, { method: 'DELETE' }),
    uploadPdf: (file, onProgress, signal) =>
      uploadWithProgress(url, httpClient, fileForm(file, 'presentation.pdf'), { kind: 'pdf' }, onProgress, signal),
  };
}
