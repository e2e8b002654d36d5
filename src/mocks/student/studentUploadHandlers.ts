import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { kindsSaid } from '../../../server/i18n/answerKinds';
import {
  CODE_EXTENSIONS,
  DEFAULT_ANSWER_FILE_KINDS,
  KIND_EXTENSIONS,
  MB,
  TEXT_MIME,
  extensionOf,
  type AnswerFileKind,
} from '../../api/answerFiles';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '../../api/constants';
import { objectLinkOf, sniffFile, uploadedFile } from '../mockFiles';
import { API_PATTERN, errorResponse, languageOf } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { isStudent } from './studentAccess';

/**
 * The kind of a picked file as the server would sniff it: PDFs and images by their bytes, the
 * other kinds by their name (the mock reads no archive or document signatures), code only as text.
 */
async function kindOf(file: File, kinds: readonly AnswerFileKind[]): Promise<AnswerFileKind | undefined> {
  const sniffed = await sniffFile(file);
  if (sniffed === 'pdf') return kinds.includes('pdf') ? 'pdf' : undefined;
  if (sniffed === 'image') return kinds.includes('images') ? 'images' : undefined;
  const ext = extensionOf(file.name);
  return kinds.find((kind) => kind !== 'pdf' && kind !== 'images' && KIND_EXTENSIONS[kind].includes(ext));
}

/**
 * The student's upload of an answer's file (kind=answer): with taskId, what that task takes up to
 * its limit (415 naming the kinds, 413 naming the limit); without, a PDF or an image, as the
 * server takes them.
 */
export const studentUploadHandlers: RequestHandler[] = [
  http.post(`${API_PATTERN}/static/upload`, async ({ request }) => {
    if (!isStudent(request)) return undefined;
    await delay(300);
    const taskId = new URL(request.url).searchParams.get('taskId');
    const task = taskId ? mockStore.studentWork.tasks.find((t) => String(t.taskId) === taskId) : undefined;
    if (taskId && !task) return errorResponse(request, 404, 'errors.notFound');
    const kinds = task?.answerFileKinds ?? DEFAULT_ANSWER_FILE_KINDS;
    const file = await uploadedFile(request, task ? task.answerMaxMb * MB : PDF_MAX_BYTES);
    if (file instanceof Response) return file;
    const kind = await kindOf(file, kinds);
    if (!kind) {
      return task
        ? errorResponse(request, 415, 'answerFiles.notTaken', { field: 'file', params: { kinds: kindsSaid(languageOf(request), kinds) } })
        : errorResponse(request, 415, 'files.answerKind', { field: 'file' });
    }
    if (!task && kind === 'images' && file.size > IMAGE_MAX_BYTES) {
      return errorResponse(request, 413, 'files.tooLarge', { field: 'file', params: { mb: IMAGE_MAX_BYTES / MB } });
    }
    const fileId = newId();
    const link = objectLinkOf(file) ?? `/api/static/files/mock-${fileId}`;
    mockStore.studentWork.uploads.set(fileId, { name: file.name, link });
    const contentType = kind === 'code' && (CODE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? TEXT_MIME : file.type;
    return HttpResponse.json({ fileId, link, size: file.size, contentType });
  }),
];
