import { errorResponse, text } from '../mockHttp';

/** The editable fields of a group or course body, or the server's 400 for a blank name. */
export function catalogFields(request: Request, body: Record<string, unknown>, nameField: 'groupName' | 'courseName') {
  const name = text(body[nameField]).trim();
  if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: nameField, params: { field: nameField } });
  return {
    name,
    fields: {
      [nameField]: name,
      description: text(body.description).trim(),
      dateOfFinish: (body.dateOfFinish as string | null | undefined) ?? null,
      ...(typeof body.imageId === 'number'
        ? { imageId: body.imageId, imageLink: body.imageId ? `/api/static/files/mock-${body.imageId}.png` : null }
        : {}),
    },
  };
}
