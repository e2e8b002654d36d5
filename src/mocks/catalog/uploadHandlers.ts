import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_MAX_BYTES } from '../../api/constants';
import { buildFileUpload } from '../builders/builders';
import { imageInfoOf } from '../../resources/school/imageInfo';
import { objectLinkOf, sniffFile, uploadedFile } from '../mockFiles';
import { allow, API_PATTERN, errorResponse, messageResponse } from '../mockHttp';
import { newId } from '../store/schoolViews';

/** The admin's and instructor's image upload (SPEC §7 Files) and the file delete. */
export const uploadHandlers: RequestHandler[] = [
  http.post(`${API_PATTERN}/static/upload`, async ({ request }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    await delay(300);
    const file = await uploadedFile(request, IMAGE_MAX_BYTES);
    if (file instanceof Response) return file;
    // kind=brand (a logo or favicon) also takes icons and bitmaps, as the server does.
    const brand = new URL(request.url).searchParams.get('kind') === 'brand';
    const image = brand ? imageInfoOf(new Uint8Array(await file.arrayBuffer())) !== null : (await sniffFile(file)) === 'image';
    if (!image) return errorResponse(request, 415, 'files.unsupportedImage');
    const link = objectLinkOf(file);
    return HttpResponse.json(buildFileUpload({ fileId: newId(), ...(link ? { link } : {}) }));
  }),
  http.delete(`${API_PATTERN}/static/delete`, ({ request }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    return messageResponse(request, 'files.deleted');
  }),
];
