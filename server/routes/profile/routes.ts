import type { FastifyInstance } from 'fastify';
import { LANGUAGES, ROLES } from '../../../src/api/constants.js';
import { canChangeOwnName, type ProfileDto } from '../../../src/api/profile.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { idOrZeroSchema, messageSchema, objectOf, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ALL_ROLES, currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';
import { fileLinkOf } from '../files/repository.js';
import { nameSchema } from '../students/personFields.js';
import * as repo from './repository.js';
import { changeOwnPassword, saveProfile } from './service.js';

const tags = ['profile'];
const config = { roles: ALL_ROLES };

const profileSchema = objectOf({
  id: { type: 'integer' },
  role: { type: 'string', enum: [...ROLES] },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  email: { type: 'string' },
  language: { type: 'string', enum: [...LANGUAGES], description: 'The language of every email to the user' },
  avatarId: { type: 'integer', description: '0: no photo' },
  avatarLink: { type: ['string', 'null'] },
  canChangeName: { type: 'boolean', description: "False for students: their name is kept by the school's administrators" },
});

const profileInputSchema = {
  type: 'object',
  properties: {
    firstName: nameSchema,
    lastName: nameSchema,
    language: { type: 'string', enum: [...LANGUAGES] },
    avatarId: { ...idOrZeroSchema, description: 'A photo uploaded with POST /api/static/upload?kind=avatar; 0 removes it' },
  },
  additionalProperties: false,
} as const;

const passwordInputSchema = {
  type: 'object',
  properties: {
    currentPassword: { type: 'string', maxLength: 1024 },
    newPassword: { type: 'string', maxLength: 1024 },
  },
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
} as const;

async function profileOf(db: Db, userId: number): Promise<ProfileDto> {
  const row = await repo.findProfile(db, userId);
  return {
    id: row.id,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    language: row.language === 'ru' ? 'ru' : 'en',
    avatarId: row.avatar_file_id ?? 0,
    avatarLink: row.avatar_key ? fileLinkOf(row.avatar_key) : null,
    canChangeName: canChangeOwnName(row.role),
  };
}

/** The caller's own profile: name, photo, email language, password (notification flags have their own routes). */
export async function profileRoutes(app: FastifyInstance, { db, storage, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/profile',
    { config, schema: { tags, summary: "The caller's own profile", response: responses({ 200: profileSchema }) } },
    async (request) => profileOf(db, currentUser(request).id),
  );

  routes.patch(
    '/api/profile',
    {
      config,
      schema: {
        tags,
        summary: "Change the caller's own name, photo or email language; fields left out keep their values",
        description: "A student's name is kept by the administrators: a student sending firstName or lastName gets a 400.",
        body: profileInputSchema,
        response: responses({ 200: savedSchema(profileSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      await saveProfile(db, storage, user, request.body);
      return { message: t(request.lang, 'profile.saved'), ...(await profileOf(db, user.id)) };
    },
  );

  routes.post(
    '/api/profile/password',
    {
      // Each try checks a password, as a login does: the same bound on guessing.
      config: { ...config, rateLimit: RATE_LIMITS.updatePassword },
      schema: {
        tags,
        summary: "Change the caller's password, giving the current one",
        description: 'Every other session of the user ends (they are told the password changed); this one stays.',
        body: passwordInputSchema,
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      await changeOwnPassword(db, currentUser(request), request.body.currentPassword, request.body.newPassword, now());
      return { message: t(request.lang, 'profile.passwordChanged') };
    },
  );
}
