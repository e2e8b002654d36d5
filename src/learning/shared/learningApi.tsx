import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { LIST_MAX_SIZE } from '../../api/constants';
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
} from '../../api/learning';
import type { CourseDto, FileUploadResponse, ListResponse, MessageResponse, SavedResponse } from '../../api/types';
import { API_URL, httpClient } from '../../dataProvider';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { UploadProgress } from '../../dataProvider/httpClient';

/**
 * The learning calls of SPEC §7 (Lessons, Videos, Links, Presentations) over the app's
 * dataProvider: every answer and failure goes through its HTTP client, so errors arrive as
 * HttpErrors carrying the server's message in the user's language.
 */
export interface LearningApi {
  /** Every lesson of a course in position order (all pages of GET courses/{id}/lessons). */
  listLessons(courseId: Identifier, signal?: AbortSignal): Promise<LessonDto[]>;
  getLesson(courseId: Identifier, lessonId: Identifier, signal?: AbortSignal): Promise<LessonDetailDto>;
  createLesson(courseId: Identifier, input: LessonInput): Promise<SavedResponse<LessonDto>>;
  updateLesson(courseId: Identifier, lessonId: Identifier, input: LessonInput): Promise<SavedResponse<LessonDto>>;
  /** Moves the lesson (with its materials) to the trash. */
  deleteLesson(courseId: Identifier, lessonId: Identifier): Promise<MessageResponse>;
  /** PUT …/drag/{position}: position is the new index plus one (SPEC §4, §9). */
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
  /** POST /static/upload?kind=pdf with the upload's progress; the server sniffs the bytes. */
  uploadPdf(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<FileUploadResponse>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name || 'presentation.pdf');
  return form;
}

/** The calls over a dataProvider's `send`; uploads use the app's client for their progress. */
export function createLearningApi(dataProvider: LmsDataProvider): LearningApi {
  const { send } = dataProvider;
  const lessons = (courseId: Identifier) => `courses/${seg(courseId)}/lessons`;
  const material = (lessonId: Identifier, kind: 'videos' | 'links' | 'presentations') => `lessons/${seg(lessonId)}/${kind}`;

  return {
    async listLessons(courseId, signal) {
      const all: LessonDto[] = [];
      // A course rarely has more than a page of lessons; the order spans them all, so read every page.
      for (let page = 1; ; page++) {
        const body = await send<ListResponse<LessonDto>>(lessons(courseId), { searchParams: { page, size: LIST_MAX_SIZE }, signal });
        const objects = body?.objects ?? [];
        all.push(...objects);
        if (objects.length < LIST_MAX_SIZE || all.length >= (body?.count ?? 0)) return all;
      }
    },
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
    uploadPdf(file, onProgress, signal) {
      if (httpClient.upload)
        return httpClient.upload<FileUploadResponse>(`${API_URL}/static/upload?kind=pdf`, fileForm(file), { onProgress, signal });
      return send('static/upload', { method: 'POST', body: fileForm(file), searchParams: { kind: 'pdf' }, signal });
    },
  };
}

const LearningApiContext = createContext<Partial<LearningApi> | null>(null);

/** Replaces some calls for the pages inside, e.g. a story holding an upload half-way. */
export function LearningApiOverride({ value, children }: { value: Partial<LearningApi>; children: ReactNode }) {
  return <LearningApiContext.Provider value={value}>{children}</LearningApiContext.Provider>;
}

/** The learning calls over the dataProvider of the surrounding <Admin>. */
export function useLearningApi(): LearningApi {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const override = useContext(LearningApiContext);
  return useMemo(() => ({ ...createLearningApi(dataProvider), ...override }), [dataProvider, override]);
}

/** react-query keys of the learning pages; react-admin's refresh reloads them with the rest. */
export const learningKeys = {
  lessons: (courseId: Identifier) => ['learning', 'lessons', String(courseId)] as const,
  lesson: (courseId: Identifier, lessonId: Identifier) => ['learning', 'lesson', String(courseId), String(lessonId)] as const,
};

/** A course as react-admin's hooks hold it (the id as the route gives it). */
export type CourseRecord = Omit<CourseDto, 'id'> & { id: Identifier };
