import {
  DOMAIN_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SCHOOL_DESCRIPTION_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
} from '../../../src/api/schools.js';
import { EMAIL_MAX_LENGTH, LANGUAGES } from '../../../src/api/constants.js';
import { idOrZeroSchema, idSchema } from '../../lib/schemas.js';

/* JSON schemas of the schools API (src/api/schools.ts). Rules JSON schema words badly (a
   domain's form, a colour, a timezone) are checked in code with their own messages. */

export const tariffSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    maxStudents: { type: 'integer' },
    maxInstructors: { type: 'integer' },
    storageMb: { type: 'integer', description: 'Storage for uploaded files, in megabytes.' },
    priceCents: { type: 'integer', description: 'Per month, in minor units of the currency; 0 is free.' },
    currency: { type: 'string', description: 'ISO 4217, e.g. USD.' },
  },
  required: ['id', 'code', 'name', 'maxStudents', 'maxInstructors', 'storageMb', 'priceCents', 'currency'],
} as const;

export const domainQuerySchema = {
  type: 'object',
  properties: { domain: { type: 'string', maxLength: 100, description: "The school's subdomain, e.g. my-school." } },
  required: ['domain'],
} as const;

export const domainCheckSchema = {
  type: 'object',
  properties: {
    domain: { type: 'string' },
    status: { type: 'string', enum: ['available', 'taken', 'reserved', 'malformed'] },
    available: { type: 'boolean' },
    message: { type: 'string' },
    address: { type: ['string', 'null'], description: 'Where the school would be reached (built from PUBLIC_URL); null when malformed.' },
  },
  required: ['domain', 'status', 'available', 'message', 'address'],
} as const;

export const brandingQuerySchema = {
  type: 'object',
  properties: {
    domain: { type: 'string', maxLength: 100, description: "The school's subdomain, e.g. my-school (the ?school= of a login page)." },
    host: {
      type: 'string',
      maxLength: 255,
      description: "The login page's host name, e.g. my-school.lms.example.com: the school in front of the product's host.",
    },
  },
} as const;

const imageField = (what: string, maxKb: number) =>
  ({
    type: 'string',
    description: `The ${what}'s bytes in base64 (a data: URL is accepted), at most ${maxKb} KB; PNG, JPEG, WebP or GIF, recognised by its bytes.`,
  }) as const;

export const signUpBodySchema = {
  type: 'object',
  properties: {
    domain: { type: 'string', maxLength: 100, description: `3 to ${DOMAIN_MAX_LENGTH} lowercase letters, digits or hyphens; unique.` },
    name: { type: 'string', minLength: 1, maxLength: SCHOOL_NAME_MAX_LENGTH },
    description: { type: 'string', maxLength: SCHOOL_DESCRIPTION_MAX_LENGTH, default: '' },
    timezone: { type: 'string', minLength: 1, maxLength: 64, description: 'An IANA timezone, e.g. Europe/Moscow.' },
    tariffId: idSchema,
    themeColor: { type: 'string', maxLength: 20, description: '#rrggbb' },
    logo: imageField('logo', 1024),
    favicon: imageField('favicon', 256),
    acceptTerms: { type: 'boolean', description: 'Must be true: the terms of use are accepted.' },
    firstName: { type: 'string', minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH },
    lastName: { type: 'string', minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH },
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', maxLength: 1024 },
    confirmPassword: { type: 'string', maxLength: 1024 },
  },
  required: [
    'domain',
    'name',
    'timezone',
    'tariffId',
    'themeColor',
    'acceptTerms',
    'firstName',
    'lastName',
    'email',
    'password',
    'confirmPassword',
  ],
} as const;

export const brandingSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    themeColor: { type: ['string', 'null'] },
    logoLink: { type: ['string', 'null'] },
    faviconLink: { type: ['string', 'null'] },
  },
  required: ['name', 'themeColor', 'logoLink', 'faviconLink'],
} as const;

export const settingsSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    domain: { type: 'string' },
    timezone: { type: 'string' },
    language: {
      type: 'string',
      enum: [...LANGUAGES],
      description: "The school's language: of emails to accounts with no language of their own yet.",
    },
    ratingNamesVisible: {
      type: 'boolean',
      description: "Students see every classmate's name and total in course ratings; false: their own row and place only.",
    },
    themeColor: { type: ['string', 'null'] },
    logoId: { type: 'integer', description: '0: none' },
    logoLink: { type: ['string', 'null'] },
    faviconId: { type: 'integer', description: '0: none' },
    faviconLink: { type: ['string', 'null'] },
    tariff: tariffSchema,
    usage: {
      type: 'object',
      properties: { students: { type: 'integer' }, instructors: { type: 'integer' }, storageBytes: { type: 'integer' } },
      required: ['students', 'instructors', 'storageBytes'],
    },
  },
  required: [
    'name',
    'description',
    'domain',
    'timezone',
    'language',
    'ratingNamesVisible',
    'themeColor',
    'logoId',
    'logoLink',
    'faviconId',
    'faviconLink',
    'tariff',
    'usage',
  ],
} as const;

export const settingsBodySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: SCHOOL_NAME_MAX_LENGTH },
    description: { type: 'string', maxLength: SCHOOL_DESCRIPTION_MAX_LENGTH },
    timezone: { type: 'string', minLength: 1, maxLength: 64, description: 'An IANA timezone.' },
    language: {
      type: 'string',
      enum: [...LANGUAGES],
      description: "The school's language (left out keeps it): of emails to new accounts an admin's screen gave no language for.",
    },
    ratingNamesVisible: {
      type: 'boolean',
      description: "Students see every classmate's name and total in course ratings (left out keeps it).",
    },
    themeColor: { type: ['string', 'null'], maxLength: 20, description: "#rrggbb, or null for the product's colours." },
    logoId: { ...idOrZeroSchema, description: 'An image uploaded to this school; 0 removes the logo; left out keeps it.' },
    faviconId: { ...idOrZeroSchema, description: 'An image uploaded to this school; 0 removes the favicon; left out keeps it.' },
  },
  required: ['name', 'timezone', 'themeColor'],
  additionalProperties: false,
} as const;
