import { isHttpUrl } from '../../api/learning';
import { errorResponse, text } from '../mockHttp';

/** The server's 400 for a blank or too long text, or null. */
export function textProblem(request: Request, body: Record<string, unknown>, field: string, max: number, required = true) {
  const value = text(body[field]).trim();
  if (required && !value) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
  if (value.length > max) return errorResponse(request, 400, 'validation.fieldTooLong', { field, params: { field, limit: max } });
  return null;
}

/** The server's 400 for a blank link or one that is not http(s), or null. */
export function urlProblem(request: Request, body: Record<string, unknown>, field: string) {
  const value = text(body[field]).trim();
  if (!value) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
  return isHttpUrl(value) ? null : errorResponse(request, 400, 'lessons.urlInvalid', { field, params: { field } });
}
