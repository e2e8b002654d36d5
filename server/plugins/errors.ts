import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { Language } from '../../src/api/constants.js';
import { t, type MessageKey, type MessageParams } from '../i18n/index.js';
import { ID_MAX, errorSchema } from '../lib/schemas.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

// The SPEC's own wording for the fields it names (SPEC §5); other fields get generic messages.
const FIELD_MESSAGES: Record<string, MessageKey> = {
  'email.required': 'validation.emailRequired',
  'email.minLength': 'validation.emailRequired',
  'email.format': 'validation.emailInvalid',
  'email.maxLength': 'validation.emailInvalid',
  'password.required': 'validation.passwordRequired',
  'password.minLength': 'validation.passwordTooShort',
  'password.maxLength': 'validation.passwordTooLong',
};

/** Turns ajv's first complaint into a translated message naming the field. */
function describeValidation(error: AjvError, context: string | undefined): { key: MessageKey; params: MessageParams; field: string } {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty as string | undefined;
  const extra = error.params.additionalProperty as string | undefined;
  const field = missing ?? extra ?? (path || context || 'body');
  const leaf = field.split('.').pop() as string;
  const specific = FIELD_MESSAGES[`${leaf}.${error.keyword}`];
  if (specific) return { key: specific, params: {}, field };
  const limit = error.params.limit as number | undefined;
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.fieldRequired', params: { field }, field };
    case 'type':
      // A nullable field's type reads 'integer,null': name the type a person would supply.
      return { key: 'validation.fieldType', params: { field, type: String(error.params.type).split(',')[0] }, field };
    case 'minLength':
      return limit === 1
        ? { key: 'validation.fieldRequired', params: { field }, field }
        : { key: 'validation.fieldTooShort', params: { field, limit: limit ?? 0 }, field };
    case 'maxLength':
      return { key: 'validation.fieldTooLong', params: { field, limit: limit ?? 0 }, field };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.fieldMinimum', params: { field, limit: limit ?? 0 }, field };
    case 'maximum':
    case 'exclusiveMaximum':
      // Only ids are bounded by the id column's range (server/lib/schemas.ts idSchema).
      if (limit === ID_MAX) return { key: 'input.idOutOfRange', params: { field, limit }, field };
      return { key: 'validation.fieldMaximum', params: { field, limit: limit ?? 0 }, field };
    case 'pattern':
    case 'format':
      return { key: 'validation.fieldPattern', params: { field }, field };
    case 'enum':
      return {
        key: 'validation.fieldEnum',
        params: { field, values: ((error.params.allowedValues as unknown[]) ?? []).join(', ') },
        field,
      };
    case 'additionalProperties':
      return { key: 'validation.fieldUnknown', params: { field }, field };
    default:
      return { key: 'validation.fieldInvalid', params: { field }, field };
  }
}

/** A field as the user sees it ('Search', 'Поиск') where the dictionary names it (fields.*), else its API name. */
function fieldLabel(lang: Language, field: string): string {
  const key = `fields.${field}` as MessageKey;
  const label = t(lang, key);
  return label === key ? field : label;
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  key: MessageKey,
  params: MessageParams = {},
  extra: { code?: string; field?: string } = {},
) {
  const lang = request.lang ?? 'en';
  const named = typeof params.field === 'string' ? { ...params, field: fieldLabel(lang, params.field) } : params;
  let message = t(lang, key, named);
  // Type names are translated separately so "must be a whole number" reads naturally.
  if (key === 'validation.fieldType' && typeof params.type === 'string') {
    message = t(lang, key, { ...named, type: t(lang, `types.${params.type}` as MessageKey) });
  }
  return reply.status(status).send({ message, status, ...extra });
}

/**
 * One error handler for the whole API: every failure answers {message, status} in the
 * request's language. Bad input is a 4xx naming the problem, never a 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addSchema(errorSchema);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, error.status, error.key, error.params, error.extra);
    }
    if (error.validation) {
      const detail = describeValidation(error.validation[0] as unknown as AjvError, error.validationContext);
      return send(reply, request, 400, detail.key, detail.params, { field: detail.field });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, request, 413, 'errors.payloadTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, request, 415, 'errors.unsupportedMediaType');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, request, 400, 'validation.bodyInvalid');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, request, 500, 'errors.internal');
    }
    if (error instanceof SyntaxError) return send(reply, request, 400, 'validation.bodyInvalid');
    const key: MessageKey =
      status === 401
        ? 'errors.unauthorized'
        : status === 403
          ? 'errors.forbidden'
          : status === 404
            ? 'errors.notFound'
            : status === 413
              ? 'errors.payloadTooLarge'
              : status === 415
                ? 'errors.unsupportedMediaType'
                : 'validation.bodyInvalid';
    return send(reply, request, status, key);
  });
});

/** The answer for an address nothing serves under /api. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, 'errors.routeNotFound', { method: request.method, url: request.url.split('?')[0] });
}
