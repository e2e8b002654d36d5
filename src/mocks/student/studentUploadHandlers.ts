import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '../../api/constants';
import { objectLinkOf, sniffFile, uploadedFile } from '../mockFiles';
import { API_PATTERN, errorResponse } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { isStudent } from './studentAccess';

/** The student's upload of an answer's file (kind=answer): a PDF or an image, as the server takes them. */
export const studentUploadHandlers: RequestHandler[] = [
  http.post(`${API_PATTERN}/static/upload`, async ({ request }) => {
    if (!isStudent(request)) return undefined;
    await delay(300);
    const file = await uploadedFile(request, PDF_MAX_BYTES);
    if (file instanceof Response) return file;
    const sniffed = await sniffFile(file);
    if (sniffed !== 'pdf' && sniffed !== 'image') return errorResponse(request, 415, 'files.answerKind', { field: 'file' });
    if (sniffed === 'image' && file.size > IMAGE_MAX_BYTES) {
      return errorResponse(request, 413, 'files.tooLarge', { field: 'file', params: { mb: IMAGE_MAX_BYTES / 1048576 } });
    }
    const fileId = newId();
    const link = objectLinkOf(file) ?? `/api/static/files/mock-${fileId}`;
    mockStore.studentWork.uploads.set(fileId, { name: file.name, link });
    return HttpResponse.json({ fileId, link, size: file.size, contentType: file.type });
  }),
];
