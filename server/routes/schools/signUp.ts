import type { FastifyInstance } from 'fastify';
import { checkEmail, checkPassword, normalizeEmail } from '../../../src/api/rules.js';
import { isReservedDomain, SIGNUP_FAVICON_MAX_BYTES, SIGNUP_LOGO_MAX_BYTES, type SignUpInput } from '../../../src/api/schools.js';
import type { AppDeps } from '../../appDeps.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { messageSchema, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { t } from '../../i18n/index.js';
import { cleanDomain, cleanThemeColor, cleanTimezone, decodeImage, requiredText } from './fields.js';
import * as repo from './repository.js';
import { signUpBodySchema } from './schemas.js';
import { signUpSchool, type CheckedSignUp } from './signUpService.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';

const tags = ['schools'];

/** Room in the JSON body for both images in base64 (4/3 of their bytes) and the text fields. */
const SIGNUP_BODY_LIMIT = Math.ceil(((SIGNUP_LOGO_MAX_BYTES + SIGNUP_FAVICON_MAX_BYTES) * 4) / 3) + 64 * 1024;

/**
 * POST /api/schools/sign-up: a new school and its first admin, in one transaction; the admin
 * logs in through the link emailed to them (signUpConfirm.ts). The answer is the same whether
 * the admin's email was free or already had an account, so it tells nobody which:
 * a taken address creates nothing, and its owner is told by email instead. The images come inside the request (base64, bounded), so an anonymous
 * visitor never gets a place to store files; they are stored under the new school only once
 * everything else has been accepted, and removed again if the transaction fails.
 */
export async function signUpRoute(app: FastifyInstance, { db, storage, now, config, mailQueue }: AppDeps) {
  const routes = typed(app);
  /** Every field's check, in the wizard's order: the first problem answers 400 naming its field. */
  async function check(body: SignUpInput): Promise<CheckedSignUp> {
    const domain = cleanDomain(body.domain);
    const name = requiredText(body.name, 'name');
    const description = (body.description ?? '').trim();
    const timezone = cleanTimezone(body.timezone);
    if (!(await repo.findPublicTariff(db, body.tariffId))) throw badRequest('schools.tariffNotFound', 'tariffId');
    const logo = await decodeImage(body.logo, 'logo', SIGNUP_LOGO_MAX_BYTES);
    const favicon = await decodeImage(body.favicon, 'favicon', SIGNUP_FAVICON_MAX_BYTES);
    const themeColor = cleanThemeColor(body.themeColor);
    const firstName = requiredText(body.firstName, 'firstName');
    const lastName = requiredText(body.lastName, 'lastName');
    const emailProblem = checkEmail(body.email);
    if (emailProblem) throw badRequest(`validation.${emailProblem}`, 'email');
    const passwordProblem = checkPassword(body.password);
    if (passwordProblem) throw badRequest(`validation.${passwordProblem}`, 'password');
    if (body.confirmPassword !== body.password) throw badRequest('validation.passwordsDoNotMatch', 'confirmPassword');
    if (body.acceptTerms !== true) throw badRequest('schools.termsRequired', 'acceptTerms');
    return {
      domain,
      name,
      description,
      timezone,
      tariffId: body.tariffId,
      themeColor,
      logo,
      favicon,
      firstName,
      lastName,
      email: normalizeEmail(body.email),
      password: body.password,
    };
  }

  routes.post(
    '/api/schools/sign-up',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.signUp },
      bodyLimit: SIGNUP_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create a school and its first admin, and email the admin a link to confirm and log in',
        description:
          'All or nothing: the school, its admin, its logo and favicon are created in one transaction. ' +
          '202 with the same message whether or not the email already has an account: a free one gets the link to ' +
          'POST /api/schools/sign-up/confirm, a taken one creates nothing and its owner is told by email. ' +
          '400 names the field at fault; 409 a taken domain; ' +
          "415 'Unsupported image type' for a logo or favicon that is not a PNG, JPEG, WebP or GIF.",
        security: [],
        body: signUpBodySchema,
        response: responses({
          202: { type: 'object', properties: { ...messageSchema.properties, email: { type: 'string' } }, required: ['message', 'email'] },
        }),
      },
    },
    async (request, reply) => {
      const input = await check(request.body);
      if (isReservedDomain(input.domain)) throw new AppError(409, 'schools.domain.reserved', { domain: input.domain }, { field: 'domain' });
      if (await repo.domainTaken(db, input.domain))
        throw new AppError(409, 'schools.domain.taken', { domain: input.domain }, { field: 'domain' });
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await signUpSchool({ db, storage, publicUrl: config.publicUrl, lang: request.lang, at }, input, passwordHash);
      void mailQueue.kick();
      return reply.code(202).send({ message: t(request.lang, 'schools.checkEmail', { email: input.email }), email: input.email });
    },
  );
}
