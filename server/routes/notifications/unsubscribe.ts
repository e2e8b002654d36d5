import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { t } from '../../i18n/index.js';
import { escapeHtml as escape } from '../../lib/htmlEscape.js';
import { turnOffEmails, unsubscribeHolder } from './repository.js';

/*
 * The unsubscribe link of notification emails (server/lib/notifications.ts). A mail program's
 * one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form (RFC 8058); a person who
 * opens the link gets a page asking first, because mail scanners open links too and a GET must
 * change nothing. Either way the answer is a small page in the user's own language; the key is
 * the user's random unsubscribe_key, so an unknown or malformed key only says the link is not valid.
 */

function page(reply: FastifyReply, status: number, lang: Language, body: string) {
  const title = escape(t(lang, 'notifications.unsubscribe.title'));
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<meta name="robots" content="noindex"><title>${title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36em;margin:3em auto;padding:0 1em;line-height:1.5">` +
        `<h1 style="font-size:1.4em">${title}</h1>${body}</body></html>`,
    );
}

const keyParams = {
  type: 'object',
  properties: { key: { type: 'string', maxLength: 64 } },
  required: ['key'],
} as const;

export function registerUnsubscribe(app: FastifyInstance, { db, now }: AppDeps) {
  void app.register(async (scope) => {
    // Only here: the one-click POST is a form, which no other route takes.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.get<{ Params: { key: string } }>(
      '/api/notifications/unsubscribe/:key',
      {
        config: { roles: 'public' },
        schema: { tags: ['notifications'], summary: 'The page of an unsubscribe link: asks first', params: keyParams },
      },
      async (request, reply) => {
        const holder = await unsubscribeHolder(db, request.params.key);
        if (!holder) return page(reply, 404, request.lang, `<p>${escape(t(request.lang, 'notifications.unsubscribe.unknown'))}</p>`);
        const { lang, email } = holder;
        return page(
          reply,
          200,
          lang,
          `<p>${escape(t(lang, 'notifications.unsubscribe.ask', { email }))}</p>` +
            `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit" style="font:inherit;padding:.5em 1em">${escape(t(lang, 'notifications.unsubscribe.button'))}</button></form>`,
        );
      },
    );

    scope.post<{ Params: { key: string } }>(
      '/api/notifications/unsubscribe/:key',
      {
        config: { roles: 'public' },
        schema: {
          tags: ['notifications'],
          summary: 'One-click unsubscribe (RFC 8058): turns notification emails off',
          params: keyParams,
        },
      },
      async (request, reply) => {
        const holder = await unsubscribeHolder(db, request.params.key);
        if (!holder) return page(reply, 404, request.lang, `<p>${escape(t(request.lang, 'notifications.unsubscribe.unknown'))}</p>`);
        await turnOffEmails(db, holder.id, now());
        return page(reply, 200, holder.lang, `<p>${escape(t(holder.lang, 'notifications.unsubscribe.done', { email: holder.email }))}</p>`);
      },
    );
  });
}
