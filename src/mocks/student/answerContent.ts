import { ANSWER_FILES_MAX, ANSWER_LINKS_MAX, ANSWER_TEXT_MAX, type AnswerFile, type TaskAnswerDto } from '../../api/tasks';
import { isHttpUrl } from '../../api/learning';
import { errorResponse, text } from '../mockHttp';
import { mockStore } from '../store/mockStore';

/** What the student sends, checked as the server does; fields left out keep `current`. */
export function answerContent(
  request: Request,
  body: Record<string, unknown>,
  current?: TaskAnswerDto,
): { text: string; files: AnswerFile[]; links: string[] } | Response {
  const state = mockStore.studentWork;
  const answerText = body.text !== undefined ? text(body.text).trim() : (current?.text ?? '');
  if (answerText.length > ANSWER_TEXT_MAX)
    return errorResponse(request, 400, 'validation.fieldTooLong', { field: 'text', params: { field: 'text', limit: ANSWER_TEXT_MAX } });
  let files = current?.files ?? [];
  if (Array.isArray(body.files)) {
    if (body.files.length > ANSWER_FILES_MAX)
      return errorResponse(request, 400, 'validation.fieldTooLong', {
        field: 'files',
        params: { field: 'files', limit: ANSWER_FILES_MAX },
      });
    const next: AnswerFile[] = [];
    for (const raw of body.files) {
      const fileId = Number(raw);
      const upload = state.uploads.get(fileId);
      const kept = current?.files.find((f) => f.fileId === fileId);
      if (!upload && !kept) return errorResponse(request, 400, 'tasks.answerFileNotFound', { field: 'files', params: { id: fileId } });
      if (!next.some((f) => f.fileId === fileId)) next.push(kept ?? { fileId, name: upload!.name, link: upload!.link });
    }
    files = next;
  }
  let links = current?.links ?? [];
  if (Array.isArray(body.links)) {
    if (body.links.length > ANSWER_LINKS_MAX)
      return errorResponse(request, 400, 'validation.fieldTooLong', {
        field: 'links',
        params: { field: 'links', limit: ANSWER_LINKS_MAX },
      });
    links = [];
    for (const [n, raw] of body.links.entries()) {
      const url = text(raw).trim();
      if (!isHttpUrl(url))
        return errorResponse(request, 400, 'tasks.linkInvalid', { field: `links.${n}`, params: { value: url.slice(0, 100) } });
      if (!links.includes(url)) links.push(url);
    }
  }
  if (!answerText && !files.length && !links.length) return errorResponse(request, 400, 'tasks.answerEmpty', { field: 'text' });
  return { text: answerText, files, links };
}
