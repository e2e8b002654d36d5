import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeLanguage, RESET_MAX_PER_WINDOW, ROLES } from '../../../src/api/constants.js';
import { checkEmail, checkPassword, normalizeEmail, type RuleKey } from '../../../src/api/rules.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { messageSchema, responses } from '../../lib/schemas.js';
import { t } from '../../i18n/index.js';
import { ALL_ROLES, currentUser } from '../../plugins/auth.js';
import type { AppDeps } from '../../appDeps.js';
import * as repo from './repository.js';
import * as lockout from './lockout.js';
import { enqueueMail } from '../../lib/mailQueue.js';
import { fileLinkOf } from '../files/repository.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';
import { awaitsConfirmation } from '../schools/signUpConfirm.js';
import { typed } from '../../lib/typedRoutes.js';

const authAnswer = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    authority: { type: 'string', enum: [...ROLES] },
  },
  required: ['token', 'authority'],
} as const;

function rule(field: string, key: RuleKey | null) {
  if (key) throw badRequest(`validation.${key}`, field);
}

/** SPEC §7 Auth: login, forgotten password, password update, plus logout and who-am-I. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  registerLogin(app, deps);
  registerPasswordReset(app, deps);
  registerResetCheck(app, deps);
  registerSession(app, deps);
}

/** Logging in, with the lockout after repeated failures. */
function registerLogin(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/auth/authenticate',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.authenticate },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: {
          type: 'object',
          properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 } },
          required: ['email', 'password'],
        },
        response: responses({ 200: authAnswer }),
      },
    },
    async (request) => {
      const { password } = request.body;
      rule('email', checkEmail(request.body.email));
      rule('password', checkPassword(password));
      const email = normalizeEmail(request.body.email);
      const at = now();
      const address = request.ip;
      // The attempt is recorded before the slow password check and counted after, so parallel
      // requests cannot all pass the limit before any of them is written down.
      const attempt = await lockout.recordFailure(db, email, address, at);
      const minutes = await lockout.lockedFor(db, email, address, at);
      if (minutes !== null) {
        await lockout.forgetFailure(db, attempt);
        throw new AppError(429, 'errors.tooManyAttempts', { minutes });
      }
      const user = await repo.findUserByEmail(db, email);
      const ok = await verifyPassword(password, user?.password_hash);
      // A wrong password leaves the attempt recorded as a failure.
      // A new school's admin who has not opened the emailed link yet is refused like a wrong
      // password: the sign-up must not be usable to learn whether an address is free.
      if (!user || !ok || (await awaitsConfirmation(db, user.id))) throw new AppError(401, 'errors.invalidCredentials');
      if (user.blocked) {
        await lockout.forgetFailure(db, attempt);
        throw new AppError(403, 'errors.accountBlocked');
      }
      await lockout.clearFailures(db, email, address);
      const token = await repo.openSession(db, user.id, at);
      return { token, authority: user.role };
    },
  );
}

/** Resetting a forgotten password: asking for the email (its work runs after the answer) and setting the new one. */
function registerPasswordReset(app: FastifyInstance, { db, now, mailQueue, config }: AppDeps) {
  const routes = typed(app);
  /** The reset work of each answered forgotPassword request, run once its answer has gone out. */
  const resetsAfterAnswer = new WeakMap<FastifyRequest, () => Promise<void>>();
  routes.post(
    '/api/auth/forgotPassword',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.forgotPassword },
      onResponse: async (request) => {
        const issue = resetsAfterAnswer.get(request);
        resetsAfterAnswer.delete(request);
        // Nobody waits for this any more: a failure is logged, and the user may ask again.
        await issue?.().catch((err) => request.log.error({ err }, 'password reset link not issued'));
      },
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use link to set a new password',
        description:
          'The answer is the same whether or not the email has an account. The link always points at PUBLIC_URL; ' +
          'a `link` sent by the client is accepted for compatibility and ignored, so nobody can point reset mail elsewhere.',
        body: {
          type: 'object',
          properties: { email: { type: 'string', maxLength: 254 }, link: { type: 'string', maxLength: 2048 } },
          required: ['email'],
        },
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      rule('email', checkEmail(request.body.email));
      const email = normalizeEmail(request.body.email);
      const lang = request.lang;
      // The answer goes out before the email is even looked up: known and unknown addresses
      // get the same answer after the same work, so its timing tells nothing.
      resetsAfterAnswer.set(request, async () => {
        const user = await repo.findUserByEmail(db, email);
        if (!user || user.blocked) return;
        const token = await repo.createResetTokenWithinLimit(db, user.id, now(), RESET_MAX_PER_WINDOW);
        if (!token) return;
        const link = `${config.publicUrl}/reset-password/${token}`;
        const params = { name: user.first_name, school: user.school_name, link };
        // The mail in the account's email language (the profile's and the notification settings'
        // "Language of emails" promise it), the answer above in the page's.
        const mailLang = normalizeLanguage(user.language);
        await enqueueMail(db, [
          { to: user.email, subject: t(mailLang, 'mail.resetSubject', params), text: t(mailLang, 'mail.resetText', params) },
        ]);
        void mailQueue.kick();
      });
      return { message: t(lang, 'messages.resetLinkSent') };
    },
  );

  routes.put(
    '/api/auth/updatePassword',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.updatePassword },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an emailed token, and log in',
        body: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 }, password: { type: 'string', maxLength: 1024 } },
          required: ['token', 'password'],
        },
        response: responses({ 200: authAnswer }),
      },
    },
    async (request) => {
      rule('password', checkPassword(request.body.password));
      const at = now();
      // The token first: a made-up token must not cost a scrypt hash. The consume below
      // checks it again atomically, so a race between the two still spends it only once.
      if (!(await repo.isLiveResetToken(db, request.body.token, at))) throw badRequest('errors.resetTokenInvalid', 'token');
      const user = await repo.consumeResetToken(db, request.body.token, await hashPassword(request.body.password), at);
      if (!user) throw badRequest('errors.resetTokenInvalid', 'token');
      // Only this address's failures: proving the mailbox must not reset a stranger's count.
      await lockout.clearFailures(db, user.email, request.ip);
      const token = await repo.openSession(db, user.id, at, 'password');
      return { token, authority: user.role };
    },
  );
}

/** The reset page asks whether its link still works when it opens, before a password is typed. */
function registerResetCheck(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  // POST, not GET: the token stays out of URLs and so out of access logs. It only reads: the
  // link is spent by updatePassword alone. The answer names no account.
  routes.post(
    '/api/auth/checkResetToken',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.checkResetToken },
      schema: {
        tags: ['auth'],
        summary: 'Check an emailed password link without using it',
        description: '200 while updatePassword would accept the token; 400 (field token) when it is unknown, expired or used.',
        body: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 } },
          required: ['token'],
        },
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      if (!(await repo.isLiveResetToken(db, request.body.token, now()))) throw badRequest('errors.resetTokenInvalid', 'token');
      return { message: t(request.lang, 'messages.resetLinkValid') };
    },
  );
}

/** The signed-in user's session: logging out and reading who they are. */
function registerSession(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/auth/logout',
    {
      config: { roles: ALL_ROLES },
      schema: { tags: ['auth'], summary: 'End the current session', response: responses({ 200: messageSchema }) },
    },
    async (request) => {
      await repo.revokeSession(db, currentUser(request).sessionId, now());
      return { message: t(request.lang, 'messages.loggedOut') };
    },
  );

  routes.get(
    '/api/auth/me',
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user and their school',
        response: responses({
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              authority: { type: 'string', enum: [...ROLES] },
              firstName: { type: 'string' },
              lastName: { type: 'string' },
              fullName: { type: 'string' },
              email: { type: 'string' },
              language: { type: 'string' },
              avatarLink: { type: ['string', 'null'], description: "The user's profile photo; null when they have none" },
              school: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  name: { type: 'string' },
                  domain: { type: 'string' },
                  timezone: { type: 'string' },
                  themeColor: { type: ['string', 'null'] },
                  logoLink: { type: ['string', 'null'] },
                  faviconLink: { type: ['string', 'null'] },
                },
              },
            },
          },
        }),
      },
    },
    async (request) => {
      const me = await repo.findMe(db, currentUser(request).id);
      return {
        id: me.id,
        authority: me.role,
        firstName: me.first_name,
        lastName: me.last_name,
        fullName: `${me.first_name} ${me.last_name}`.trim(),
        email: me.email,
        language: me.language,
        avatarLink: me.avatar_key ? fileLinkOf(me.avatar_key) : null,
        school: {
          id: me.school_id,
          name: me.school_name,
          domain: me.school_domain,
          timezone: me.school_timezone,
          themeColor: me.school_theme_color,
          logoLink: me.school_logo_key ? fileLinkOf(me.school_logo_key) : null,
          faviconLink: me.school_favicon_key ? fileLinkOf(me.school_favicon_key) : null,
        },
      };
    },
  );
}
