/**
 * The contract of schools as tenants, shared by the browser app and the server: the sign-up
 * wizard's rules (domain, theme colour, images), the plans (tariffs) and their usage, the
 * school settings and the public branding a login page shows.
 *
 * Calls (all under /api):
 * - GET  /schools/domain-check?domain=   public: DomainCheckResponse (200 whatever the verdict)
 * - GET  /tariffs                        public: ListResponse<TariffDto> of the plans open to sign-up
 * - POST /schools/sign-up                public: SignUpInput → AuthResponse (the new admin is logged in)
 * - GET  /schools/branding?domain=|host= public: SchoolBranding of that school (by its domain, or by a
 *                                        login page's host name under PUBLIC_URL's host), 404 when none
 * - GET  /schools/settings               ADMIN: SchoolSettings of the admin's own school
 * - PUT  /schools/settings               ADMIN: SchoolSettingsInput → SchoolSettings & {message}
 * - PUT  /schools/tariff                 ADMIN: TariffChangeInput → SchoolSettings & {message}; 409
 *                                        TARIFF_LIMIT (field tariffId) when the school outgrows it
 */

import type { Language } from './constants.js';

export const DOMAIN_MIN_LENGTH = 3;
export const DOMAIN_MAX_LENGTH = 30;
export const SCHOOL_NAME_MAX_LENGTH = 100;
export const SCHOOL_DESCRIPTION_MAX_LENGTH = 2000;
export const PERSON_NAME_MAX_LENGTH = 100;

/** Names a school cannot take: they are, or may become, the product's own addresses. */
export const RESERVED_DOMAINS = [
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'login',
  'logout',
  'sign-up',
  'signup',
  'sign-in',
  'signin',
  'mail',
  'email',
  'smtp',
  'static',
  'assets',
  'cdn',
  'files',
  'help',
  'support',
  'docs',
  'status',
  'blog',
  'terms',
  'instructor',
  'student',
  'root',
  'system',
  'localhost',
  'test',
  'dev',
  'staging',
] as const;

/**
 * Whether a host name is localhost or an IP address, which cannot have a school's subdomain in
 * front of it: there a school is reached with ?school= on the login page instead.
 */
export function isLocalOrIpHost(hostname: string): boolean {
  return hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

/** Why a domain cannot be used, as a message key under `schools.domain.*` in both apps. */
export type DomainProblem = 'required' | 'tooShort' | 'tooLong' | 'uppercase' | 'characters' | 'hyphenEdge';

/**
 * The form rule of a school's domain (its subdomain): 3 to 30 lowercase Latin letters, digits
 * or hyphens, not starting or ending with a hyphen (a DNS label cannot). Null when well formed.
 */
export function checkDomain(value: string | null | undefined): DomainProblem | null {
  const domain = value ?? '';
  if (!domain) return 'required';
  if (/[A-Z]/.test(domain) && /^[A-Za-z0-9-]+$/.test(domain)) return 'uppercase';
  if (!/^[a-z0-9-]+$/.test(domain)) return 'characters';
  if (domain.length < DOMAIN_MIN_LENGTH) return 'tooShort';
  if (domain.length > DOMAIN_MAX_LENGTH) return 'tooLong';
  if (domain.startsWith('-') || domain.endsWith('-')) return 'hyphenEdge';
  return null;
}

export const isReservedDomain = (domain: string) => (RESERVED_DOMAINS as readonly string[]).includes(domain);

/** The live check's verdict: free to take, taken (or reserved) by someone, or not a valid domain. */
export type DomainStatus = 'available' | 'taken' | 'reserved' | 'malformed';

export interface DomainCheckResponse {
  domain: string;
  status: DomainStatus;
  available: boolean;
  /** The verdict in the request's language. */
  message: string;
  /** Where the school would be reached (its subdomain, or ?school= on localhost); null when malformed. */
  address: string | null;
}

/** A theme colour: #rrggbb (stored lower-case). */
export const THEME_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';
export const isThemeColor = (value: string | null | undefined): value is string =>
  typeof value === 'string' && new RegExp(THEME_COLOR_PATTERN).test(value);

/** The preset palettes of the wizard and the settings page; any other #rrggbb is a custom colour. */
export const THEME_PRESETS = [
  { key: 'indigo', color: '#3b5bdb' },
  { key: 'ocean', color: '#1971c2' },
  { key: 'teal', color: '#0c8599' },
  { key: 'forest', color: '#2b8a3e' },
  { key: 'sunset', color: '#e8590c' },
  { key: 'berry', color: '#c2255c' },
  { key: 'violet', color: '#6741d9' },
  { key: 'graphite', color: '#495057' },
] as const;
export const DEFAULT_THEME_COLOR = THEME_PRESETS[0].color;

/** Logo and favicon: recommendations only (SPEC §5, §9); the wizard warns, never refuses. */
export const LOGO_MIN_SIDE = 60;
export const FAVICON_MAX_SIDE = 16;
/** Bounds of the images sent with the sign-up (base64 in the JSON body). */
export const SIGNUP_LOGO_MAX_BYTES = 1024 * 1024;
export const SIGNUP_FAVICON_MAX_BYTES = 256 * 1024;

/** A plan: its limits and its monthly price (in minor units of `currency`, 0 for free). */
export interface TariffDto {
  id: number;
  code: string;
  name: string;
  maxStudents: number;
  maxInstructors: number;
  /** Storage for uploaded files, in megabytes. */
  storageMb: number;
  priceCents: number;
  currency: string;
}

/** POST /api/schools/sign-up's answer: the same whether or not the email already had an account. */
export interface SignUpAnswer {
  message: string;
  email: string;
}

export interface SignUpInput {
  domain: string;
  name: string;
  description?: string;
  /** An IANA timezone, e.g. Europe/Moscow. */
  timezone: string;
  tariffId: number;
  /** #rrggbb */
  themeColor: string;
  /** Base64 of the image's bytes (a data: URL is accepted too); left out for none. */
  logo?: string;
  favicon?: string;
  acceptTerms: boolean;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** What a login page shows for a school reached through its domain; nothing else is public. */
export interface SchoolBranding {
  name: string;
  themeColor: string | null;
  logoLink: string | null;
  faviconLink: string | null;
}

export interface TariffUsage {
  students: number;
  instructors: number;
  storageBytes: number;
}

export interface SchoolSettings {
  name: string;
  description: string;
  domain: string;
  timezone: string;
  /** The language of emails to an account with none of its own yet (one created with no admin's language known). */
  language: Language;
  /** Students see every classmate's name and total in course ratings; false: their own row and place only. */
  ratingNamesVisible: boolean;
  themeColor: string | null;
  /** 0 when the school has none. */
  logoId: number;
  logoLink: string | null;
  faviconId: number;
  faviconLink: string | null;
  tariff: TariffDto;
  usage: TariffUsage;
}

export interface SchoolSettingsInput {
  name: string;
  description?: string;
  timezone: string;
  /** Left out keeps the school's language. */
  language?: Language;
  /** Left out keeps the school's choice. */
  ratingNamesVisible?: boolean;
  /** #rrggbb, or null for the product's own colours. */
  themeColor: string | null;
  /** fileId of an image uploaded to this school (POST /static/upload); 0 removes it; left out keeps it. */
  logoId?: number;
  faviconId?: number;
}

/** PUT /schools/tariff: one of the plans GET /tariffs lists. */
export interface TariffChangeInput {
  tariffId: number;
}

/** The 409 code of a refusal by the plan's limits. */
export const TARIFF_LIMIT = 'TARIFF_LIMIT';
