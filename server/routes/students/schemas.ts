import { STUDY_FORMATS } from '../../../src/api/constants.js';
import { pageQueryProperties, sortQueryProperties } from '../../lib/listing.js';
import { ID_MAX, idSchema, savedSchema } from '../../lib/schemas.js';
import { emailSchema, nameSchema, phoneSchema } from './personFields.js';
import { accountFactsProperties, invitationFilterSchema } from './accountSchemas.js';
import { STUDENT_SORT_FIELDS } from './sortedPage.js';
import type { FromSchema } from 'json-schema-to-ts';

/** JSON schemas of the students calls; they mirror StudentDto and StudentInput in src/api/types.ts. */

export const studentDtoSchema = {
  type: 'object',
  properties: {
    studentId: { type: 'integer' },
    name: { type: 'string' },
    lastname: { type: 'string' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    phoneNumber: { type: 'string' },
    studyFormat: { type: 'string', enum: [...STUDY_FORMATS] },
    groupId: { type: ['integer', 'null'] },
    groupName: { type: ['string', 'null'] },
    isBlocked: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    ...accountFactsProperties,
  },
  required: [
    'studentId',
    'name',
    'lastname',
    'fullName',
    'email',
    'phoneNumber',
    'studyFormat',
    'groupId',
    'groupName',
    'isBlocked',
    'createdAt',
  ],
} as const;

/** What a create or update answers: SavedResponse<StudentDto>, the message and the saved student. */
export const savedStudentSchema = savedSchema(studentDtoSchema);

export const studentInputSchema = {
  type: 'object',
  description:
    'A password is never accepted: the student sets one from the invitation email. PUT replaces every field (an omitted groupId or phoneNumber is cleared).',
  properties: {
    name: nameSchema,
    lastname: nameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema,
    studyFormat: { type: 'string', enum: [...STUDY_FORMATS] },
    groupId: { type: ['integer', 'null'], minimum: 0, maximum: ID_MAX, description: 'A group of this school; null or 0 for none.' },
  },
  required: ['name', 'lastname', 'email', 'studyFormat'],
} as const;
/** A create or save body as the schema lets it through. */
export type StudentBody = FromSchema<typeof studentInputSchema>;

export const studentListQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    search: { ...pageQueryProperties.search, description: 'Contained in the name, last name, email or phone; any case.' },
    studyFormat: { type: 'string', enum: [...STUDY_FORMATS] },
    groupId: idSchema,
    invitation: invitationFilterSchema,
    ...sortQueryProperties(Object.fromEntries(STUDENT_SORT_FIELDS.map((field) => [field, []]))),
  },
} as const;

export const importRowErrorSchema = {
  type: 'object',
  properties: {
    row: { type: 'integer', description: "The spreadsheet's row number (the header is row 1)." },
    field: { type: 'string' },
    reason: { type: 'string' },
  },
  required: ['row', 'reason'],
} as const;

/** The 400 of an import: any error, plus the bad rows when the file was read. */
export const importErrorSchema = {
  type: 'object',
  description: 'ImportErrorResponse: nothing was written. `errors` lists each bad row when the sheet could be read.',
  properties: {
    message: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string' },
    field: { type: 'string' },
    errors: { type: 'array', items: importRowErrorSchema },
  },
  required: ['message', 'status'],
} as const;

export const importResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, imported: { type: 'integer' } },
  required: ['message', 'imported'],
} as const;
