import type { FastifyInstance } from 'fastify';
import { checkDomain, isReservedDomain, type DomainCheckResponse, type DomainStatus } from '../../../src/api/schools.js';
import type { AppDeps } from '../../appDeps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { listSchema } from '../../lib/listing.js';
import { idSchema, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { domainOfHost, schoolAddressOf } from '../../lib/schoolAddress.js';
import { tariffName } from '../../lib/tariffLimits.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rateLimits.js';
import { findSchoolFile } from '../files/repository.js';
import { cleanThemeColor, cleanTimezone, requiredText } from './fields.js';
import * as repo from './repository.js';
import { changeTariff, saveSettings } from './service.js';
import {
  brandingQuerySchema,
  brandingSchema,
  domainCheckSchema,
  domainQuerySchema,
  settingsBodySchema,
  settingsSchema,
  tariffSchema,
} from './schemas.js';
import { signUpRoute } from './signUp.js';
import { signUpConfirmRoute } from './signUpConfirm.js';

const tags = ['schools'];

/**
 * Schools as tenants: the sign-up wizard's calls (domain check, plans, sign-up), the public
 * branding a login page shows, and the admin's school settings with the plan's usage.
 */
export async function schoolRoutes(app: FastifyInstance, deps: AppDeps) {
  registerSignUpInfo(app, deps);
  await signUpRoute(app, deps);
  await signUpConfirmRoute(app, deps);
  registerBranding(app, deps);
  registerSettings(app, deps);
  registerTariffChange(app, deps);
}

/** What a new school's sign-up reads first: whether a domain is free, and the plans. */
function registerSignUpInfo(app: FastifyInstance, { db, config }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/schools/domain-check',
    {
      config: { roles: 'public', rateLimit: RATE_LIMITS.domainCheck },
      schema: {
        tags,
        summary: 'Whether a domain can be taken by a new school',
        description: 'Always 200: `status` is available, taken, reserved or malformed, and `message` says so in the request language.',
        security: [],
        querystring: domainQuerySchema,
        response: responses({ 200: domainCheckSchema }),
      },
    },
    async (request): Promise<DomainCheckResponse> => {
      const { domain } = request.query;
      const problem = checkDomain(domain);
      let status: DomainStatus;
      let key: MessageKey;
      if (problem) [status, key] = ['malformed', `schools.domain.${problem}` as MessageKey];
      else if (isReservedDomain(domain)) [status, key] = ['reserved', 'schools.domain.reserved'];
      else if (await repo.domainTaken(db, domain)) [status, key] = ['taken', 'schools.domain.taken'];
      else [status, key] = ['available', 'schools.domain.available'];
      const address = problem ? null : schoolAddressOf(config.publicUrl, domain);
      return { domain, status, available: status === 'available', message: t(request.lang, key, { domain }), address };
    },
  );

  routes.get(
    '/api/tariffs',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'The plans a new school can choose, with their limits and monthly price',
        security: [],
        response: responses({ 200: listSchema(tariffSchema) }),
      },
    },
    async () => {
      const objects = await repo.publicTariffs(db);
      return { objects, count: objects.length };
    },
  );
}

/** A school's look before signing in, for its login page. */
function registerBranding(app: FastifyInstance, { db, config }: AppDeps) {
  const routes = typed(app);

  routes.get(
    '/api/schools/branding',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "A school's name, logo, favicon and colour, for its login page",
        description:
          "Public, and nothing else of the school. By `domain`, or by `host` (the login page's host name, a subdomain of PUBLIC_URL's host): 404 when neither names a school.",
        security: [],
        querystring: brandingQuerySchema,
        response: responses({ 200: brandingSchema }),
      },
    },
    async (request) => {
      const { domain: asked, host } = request.query;
      const domain =
        asked !== undefined ? (checkDomain(asked) ? null : asked) : host !== undefined ? domainOfHost(config.publicUrl, host) : null;
      const branding = domain ? await repo.brandingByDomain(db, domain) : undefined;
      if (!branding) throw notFound();
      return branding;
    },
  );
}

/** The admin's own school: reading and saving its settings. */
function registerSettings(app: FastifyInstance, { db, storage }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/schools/settings',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: "The admin's school: profile, branding, timezone, plan and its usage",
        response: responses({ 200: settingsSchema }),
      },
    },
    async (request) => repo.settingsOf(db, currentUser(request).schoolId),
  );

  routes.put(
    '/api/schools/settings',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: "Save the admin's school: profile, branding and timezone",
        description: 'The logo and favicon are images uploaded to this school (POST /api/static/upload); a replaced one is deleted.',
        body: settingsBodySchema,
        response: responses({ 200: settingsSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const body = request.body;
      const name = requiredText(body.name, 'name');
      const description = (body.description ?? '').trim();
      const timezone = cleanTimezone(body.timezone);
      const themeColor = body.themeColor === null || body.themeColor.trim() === '' ? null : cleanThemeColor(body.themeColor);
      for (const field of ['logoId', 'faviconId'] as const) {
        const id = body[field];
        if (!id) continue;
        const file = await findSchoolFile(db, schoolId, id);
        if (!file || !file.mime.startsWith('image/')) throw badRequest('schools.imageNotFound', field);
      }
      await saveSettings(
        db,
        storage,
        schoolId,
        { name, description, timezone, language: body.language, rating_names_visible: body.ratingNamesVisible, theme_color: themeColor },
        { logoId: body.logoId, faviconId: body.faviconId },
      );
      return { message: t(request.lang, 'schools.saved'), ...(await repo.settingsOf(db, schoolId)) };
    },
  );
}

/** Changing the school's plan. */
function registerTariffChange(app: FastifyInstance, { db }: AppDeps) {
  const routes = typed(app);
  routes.put(
    '/api/schools/tariff',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: "Change the school's plan",
        description:
          'To any plan offered at sign-up. Refused (409, code TARIFF_LIMIT, naming the limit) when the school already has more students, instructors or files than the new plan allows.',
        body: {
          type: 'object',
          properties: { tariffId: idSchema },
          required: ['tariffId'],
        },
        response: responses({ 200: settingsSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const tariff = await repo.findPublicTariff(db, request.body.tariffId);
      if (!tariff) throw badRequest('schools.tariffNotFound', 'tariffId');
      await changeTariff(db, schoolId, tariff.id, request.lang);
      const settings = await repo.settingsOf(db, schoolId);
      return { message: t(request.lang, 'schools.tariffChanged', { plan: tariffName(request.lang, settings.tariff) }), ...settings };
    },
  );
}
