import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { checkEmail, checkPassword, normalizeEmail } from '../api/rules';
import { TARIFF_LIMIT, checkDomain, isReservedDomain, isThemeColor, type DomainStatus } from '../api/schools';
import { imageInfoOf } from '../resources/school/imageInfo';
import { buildAuthResponse } from './builders/builders';
import { buildBranding, buildTariffs, TAKEN_DOMAINS } from './builders/schoolBuilders';
import { API_PATTERN, allow, errorResponse, languageOf, readJson, text } from './mockHttp';
import { t, type MessageKey } from '../../server/i18n';
import { mockStore } from './store/mockStore';

/*
 * msw handlers of schools as tenants (src/api/schools.ts), answering in the server's words: the
 * live domain check, the plans, the sign-up (all of it checked as the server does), the public
 * branding and the admin's settings over the settings of the mock store.
 */

const API = API_PATTERN;

function bytesOfDataUrl(value: string): Uint8Array {
  const base64 = value.replace(/^data:[^,]*,/, '');
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

const statusOf = (domain: string): DomainStatus =>
  checkDomain(domain) ? 'malformed' : isReservedDomain(domain) ? 'reserved' : TAKEN_DOMAINS.includes(domain) ? 'taken' : 'available';

export const schoolHandlers: RequestHandler[] = [
  http.get(`${API}/schools/domain-check`, async ({ request }) => {
    await delay(150);
    const params = new URL(request.url).searchParams;
    // The mock product lives at lms.example.com: a host in front of it names a school.
    const host = params.get('host')?.match(/^([^.]+)\.lms\.example\.com$/)?.[1];
    const domain = params.get('domain') ?? host ?? '';
    const status = statusOf(domain);
    const problem = checkDomain(domain);
    const key = (problem ? `schools.domain.${problem}` : `schools.domain.${status}`) as MessageKey;
    const address = problem ? null : `http://localhost:8080/login?school=${domain}`;
    return HttpResponse.json({
      domain,
      status,
      available: status === 'available',
      message: t(languageOf(request), key, { domain }),
      address,
    });
  }),

  http.get(`${API}/tariffs`, async () => {
    await delay(100);
    const objects = buildTariffs();
    return HttpResponse.json({ objects, count: objects.length });
  }),

  http.post(`${API}/schools/sign-up`, async ({ request }) => {
    await delay(300);
    const body = await readJson(request);
    const fail = (status: number, key: MessageKey, field: string, params: Record<string, string> = {}) =>
      errorResponse(request, status, key, { field, params });
    const domain = text(body.domain);
    const problem = checkDomain(domain);
    if (problem) return fail(400, `schools.domain.${problem}` as MessageKey, 'domain');
    if (!text(body.name).trim()) return fail(400, 'validation.fieldRequired', 'name', { field: 'name' });
    if (!buildTariffs().some((p) => p.id === body.tariffId)) return fail(400, 'schools.tariffNotFound', 'tariffId');
    for (const field of ['logo', 'favicon'] as const) {
      const image = text(body[field]);
      if (image && !imageInfoOf(bytesOfDataUrl(image))) return fail(415, 'files.unsupportedImage', field);
    }
    if (!isThemeColor(text(body.themeColor))) return fail(400, 'schools.themeColorInvalid', 'themeColor');
    const emailProblem = checkEmail(text(body.email));
    if (emailProblem) return fail(400, `validation.${emailProblem}`, 'email');
    const passwordProblem = checkPassword(text(body.password));
    if (passwordProblem) return fail(400, `validation.${passwordProblem}`, 'password');
    if (body.password !== body.confirmPassword) return fail(400, 'validation.passwordsDoNotMatch', 'confirmPassword');
    if (body.acceptTerms !== true) return fail(400, 'schools.termsRequired', 'acceptTerms');
    const status = statusOf(domain);
    if (status === 'taken' || status === 'reserved') return fail(409, `schools.domain.${status}`, 'domain', { domain });
    // As the server: the same answer whether or not the email has an account.
    const email = normalizeEmail(text(body.email));
    return HttpResponse.json({ message: t(languageOf(request), 'schools.checkEmail', { email }), email }, { status: 202 });
  }),

  // The emailed link works once; anything else is refused as the server refuses it.
  http.post(`${API}/schools/sign-up/confirm`, async ({ request }) => {
    await delay(150);
    const token = text((await readJson(request)).token);
    if (!token || token.startsWith('bad') || mockStore.spentConfirmTokens.has(token))
      return errorResponse(request, 400, 'schools.confirmInvalid', { field: 'token' });
    mockStore.spentConfirmTokens.add(token);
    return HttpResponse.json(buildAuthResponse({ authority: 'ADMIN' }));
  }),

  http.get(`${API}/schools/branding`, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    // The mock product lives at lms.example.com: a host in front of it names a school.
    const host = params.get('host')?.match(/^([^.]+)\.lms\.example\.com$/)?.[1];
    const domain = params.get('domain') ?? host ?? '';
    if (domain !== mockStore.schoolSettings.domain) return errorResponse(request, 404, 'errors.notFound');
    return HttpResponse.json(
      buildBranding({
        name: mockStore.schoolSettings.name,
        themeColor: mockStore.schoolSettings.themeColor,
        logoLink: mockStore.schoolSettings.logoLink,
        faviconLink: mockStore.schoolSettings.faviconLink,
      }),
    );
  }),

  http.get(`${API}/schools/settings`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    await delay(100);
    return HttpResponse.json(mockStore.schoolSettings);
  }),

  http.put(`${API}/schools/settings`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    await delay(200);
    const body = await readJson(request);
    if (!text(body.name).trim())
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
    if (body.themeColor !== null && !isThemeColor(text(body.themeColor)))
      return errorResponse(request, 400, 'schools.themeColorInvalid', { field: 'themeColor' });
    const image = (id: unknown, link: string | null) =>
      typeof id === 'number' ? (id ? { id, link: link ?? `/api/static/files/mock-${id}.png` } : { id: 0, link: null }) : null;
    const logo = image(body.logoId, body.logoId === mockStore.schoolSettings.logoId ? mockStore.schoolSettings.logoLink : null);
    const favicon = image(
      body.faviconId,
      body.faviconId === mockStore.schoolSettings.faviconId ? mockStore.schoolSettings.faviconLink : null,
    );
    mockStore.schoolSettings = {
      ...mockStore.schoolSettings,
      name: text(body.name).trim(),
      description: text(body.description).trim(),
      timezone: text(body.timezone) || mockStore.schoolSettings.timezone,
      language: body.language === 'ru' || body.language === 'en' ? body.language : mockStore.schoolSettings.language,
      ratingNamesVisible:
        typeof body.ratingNamesVisible === 'boolean' ? body.ratingNamesVisible : mockStore.schoolSettings.ratingNamesVisible,
      themeColor: body.themeColor === null ? null : text(body.themeColor).toLowerCase(),
      ...(logo ? { logoId: logo.id, logoLink: logo.link } : {}),
      ...(favicon ? { faviconId: favicon.id, faviconLink: favicon.link } : {}),
    };
    return HttpResponse.json({ message: t(languageOf(request), 'schools.saved'), ...mockStore.schoolSettings });
  }),

  http.put(`${API}/schools/tariff`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    await delay(200);
    const body = await readJson(request);
    const plan = buildTariffs().find((p) => p.id === body.tariffId);
    if (!plan) return errorResponse(request, 400, 'schools.tariffNotFound', { field: 'tariffId' });
    const lang = languageOf(request);
    const name = t(lang, `tariffs.names.${plan.code}` as MessageKey);
    const { usage } = mockStore.schoolSettings;
    const refuse = (key: MessageKey, limit: number, total: number | string) =>
      errorResponse(request, 409, key, {
        field: 'tariffId',
        code: TARIFF_LIMIT,
        params: { plan: name, limit: String(limit), total: String(total) },
      });
    if (usage.students > plan.maxStudents) return refuse('tariffLimits.changeStudents', plan.maxStudents, usage.students);
    if (usage.instructors > plan.maxInstructors) return refuse('tariffLimits.changeInstructors', plan.maxInstructors, usage.instructors);
    if (usage.storageBytes > plan.storageMb * 1024 * 1024) {
      return refuse('tariffLimits.changeStorage', plan.storageMb, (Math.ceil((usage.storageBytes / 1024 / 1024) * 10) / 10).toString());
    }
    mockStore.schoolSettings = { ...mockStore.schoolSettings, tariff: plan };
    return HttpResponse.json({ message: t(lang, 'schools.tariffChanged', { plan: name }), ...mockStore.schoolSettings });
  }),
];
