import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '../../api/constants';
import { objectLinkOf, sniffFile, uploadedFile } from '../mockFiles';
import { API_PATTERN, errorResponse } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { isStudent } from './studentAccess';

/** The student's upload of an answer's file: a PDF with kind=pdf, an image otherwise. */
export const studentUploadHandlers: RequestHandler[] = [
  http.post(`${API_PATTERN}/static/upload`, async ({ request }) => {
    if (!isStudent(request)) return undefined;
    await delay(300);
    const pdf = new URL(request.url).searchParams.get('kind') === 'pdf';
    const file = await uploadedFile(request, pdf ? PDF_MAX_BYTES : IMAGE_MAX_BYTES);
    if (file instanceof Response) return file;
    if ((await sniffFile(file)) !== (pdf ? 'pdf' : 'image'))
      return errorResponse(request, 415, pdf ? 'files.pdfRequired' : 'files.unsupportedImage', { field: 'file' });
    const fileId = newId();
    const link = objectLinkOf(file) ?? `/api/static/files/mock-${fileId}`;
    mockStore.studentWork.uploads.set(fileId, { name: file.name, link });
    return HttpResponse.json({ fileId, link });
  }),
];
