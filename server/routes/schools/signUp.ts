import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkEmail, checkPassword, normalizeEmail } from '../../../src/api/rules.js';
import { isReservedDomain, SIGNUP_FAVICON_MAX_BYTES, SIGNUP_LOGO_MAX_BYTES, type SignUpInput } from '../../../src/api/schools.js';
import type { AppDeps } from '../../appDeps.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { messageSchema, responses } from '../../lib/schemas.js';
import { t } from '../../i18n/index.js';
import { isUniqueViolation } from '../students/personFields.js';
import { cleanDomain, cleanThemeColor, cleanTimezone, decodeImage, requiredText, type DecodedImage } from './fields.js';
import * as repo from './repository.js';
import { signUpBodySchema } from './schemas.js';
import { queueAttemptNotice, queueConfirmation } from './signUpConfirm.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';

const tags = ['schools'];

/** Room in the JSON body for both images in base64 (4/3 of their bytes) and the text fields. */
const SIGNUP_BODY_LIMIT = Math.ceil(((SIGNUP_LOGO_MAX_BYTES + SIGNUP_FAVICON_MAX_BYTES) * 4) / 3) + 64 * 1024;

/** Which unique index a violation hit: PostgreSQL names the constraint, and the detail names the column. */
function violated(error: unknown, column: 'domain' | 'email'): boolean {
  const e = error as { constraint?: string; detail?: string } | null;
  return Boolean(e?.constraint?.includes(column) || e?.detail?.includes(`(${column})`));
}

interface CheckedSignUp {
  domain: string;
  name: string;
  description: string;
  timezone: string;
  tariffId: number;
  themeColor: string;
  logo?: DecodedImage;
  favicon?: DecodedImage;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * POST /api/schools/sign-up: a new school and its first admin, in one transaction; the admin
 * logs in through the link emailed to them (signUpConfirm.ts). The answer is the same whether
 * the admin's email was free or already had an account, so it tells nobody which (issue 12):
 * a taken address creates nothing, and its owner is told by email instead. The images come inside the request (base64, bounded), so an anonymous
 * visitor never gets a place to store files; they are stored under the new school only once
 * everything else has been accepted, and removed again if the transaction fails.
 */
export async function signUpRoute(app: FastifyInstance, { db, storage, now, config, mailQueue }: AppDeps) {
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

  app.post<{ Body: SignUpInput }>(
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
      const stored: string[] = [];
      const answer = () =>
        reply.code(202).send({ message: t(request.lang, 'schools.checkEmail', { email: input.email }), email: input.email });
      try {
        await db.transaction().execute(async (trx) => {
          const school = await trx
            .insertInto('schools')
            .values({
              name: input.name,
              domain: input.domain,
              description: input.description,
              timezone: input.timezone,
              language: request.lang,
              theme_color: input.themeColor,
              tariff_id: input.tariffId,
              terms_accepted_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The unique index on email decides here: an address already in use fails this
          // insert, and the school above goes with the rollback.
          const admin = await trx
            .insertInto('users')
            .values({
              school_id: school.id,
              role: 'ADMIN',
              first_name: input.firstName,
              last_name: input.lastName,
              email: input.email,
              password_hash: passwordHash,
              language: request.lang,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const fileIds: { logo_file_id?: number; favicon_file_id?: number } = {};
          for (const [field, image] of [
            ['logo', input.logo],
            ['favicon', input.favicon],
          ] as const) {
            if (!image) continue;
            const key = `${randomBytes(18).toString('base64url')}.${image.ext}`;
            stored.push(key);
            await storage.put(key, image.data);
            const file = await trx
              .insertInto('files')
              .values({
                school_id: school.id,
                uploaded_by: admin.id,
                storage_key: key,
                original_name: `${field}.${image.ext}`,
                mime: image.mime,
                size: image.data.length,
                created_at: at,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            fileIds[`${field}_file_id`] = file.id;
          }
          if (fileIds.logo_file_id || fileIds.favicon_file_id)
            await trx.updateTable('schools').set(fileIds).where('id', '=', school.id).execute();
          // The link is part of the same transaction: a school whose admin cannot confirm it
          // is not created.
          await queueConfirmation(trx, config.publicUrl, request.lang, at, {
            id: admin.id,
            email: input.email,
            firstName: input.firstName,
            school: input.name,
          });
        });
      } catch (err) {
        // Nothing of the school remains: its rows rolled back, and its images' bytes go too.
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
        if (isUniqueViolation(err) && violated(err, 'email')) {
          // The same work as a free address (the hash, the inserts rolled back, a queued mail)
          // and the same answer: only the address's owner learns of the attempt.
          await queueAttemptNotice(db, config.publicUrl, request.lang, input.email);
          void mailQueue.kick();
          return answer();
        }
        if (isUniqueViolation(err) && violated(err, 'domain'))
          throw new AppError(409, 'schools.domain.taken', { domain: input.domain }, { field: 'domain' });
        throw err;
      }
      void mailQueue.kick();
      return answer();
    },
  );
}
