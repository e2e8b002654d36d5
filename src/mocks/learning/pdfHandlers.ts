import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { PDF_MAX_BYTES } from '../../api/constants';
import { pdfBytes } from '../builders/learningBuilders';
import { objectLinkOf, sniffFile, uploadedFile } from '../mockFiles';
import { allow, API_PATTERN, errorResponse } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';

/** The PDF upload of presentations and the seeded presentations' files. */
export const pdfHandlers: RequestHandler[] = [
  // kind=pdf only: images go on to the admin handlers' upload.
  http.post(`${API_PATTERN}/static/upload`, async ({ request }) => {
    if (new URL(request.url).searchParams.get('kind') !== 'pdf') return undefined;
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    await delay(300);
    const file = await uploadedFile(request, PDF_MAX_BYTES);
    if (file instanceof Response) return file;
    if ((await sniffFile(file)) !== 'pdf') return errorResponse(request, 415, 'files.pdfRequired', { field: 'file' });
    const fileId = newId();
    const link = objectLinkOf(file) ?? `/api/static/files/mock-${fileId}.pdf`;
    mockStore.learning.uploads.set(fileId, { name: file.name, link });
    return HttpResponse.json({ fileId, link, size: file.size, contentType: file.type });
  }),
  // The seeded presentations' files: a one-page blank PDF.
  http.get(`${API_PATTERN}/static/files/:name`, ({ params }) => {
    if (!String(params.name).endsWith('.pdf')) return undefined;
    return new HttpResponse(pdfBytes(), { headers: { 'Content-Type': 'application/pdf' } });
  }),
];
