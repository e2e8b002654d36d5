import {
  BANK_ANSWER_MAX_LENGTH,
  BANK_CATEGORY_NAME_MAX_LENGTH,
  BANK_FEEDBACK_MAX_LENGTH,
  BANK_IMPORT_FORMATS,
  BANK_MAX_ANSWERS,
  BANK_MAX_POINTS,
  BANK_NAME_MAX_LENGTH,
  BANK_NUMBER_LIMIT,
  BANK_QUESTION_TYPES,
  BANK_TEXT_MAX_LENGTH,
  TEXT_FORMATS,
} from '../../../src/api/questionBank.js';
import { pageQueryProperties } from '../../lib/listing.js';
import { idSchema, objectOf, timestampSchema } from '../../lib/schemas.js';

/* JSON schemas of /api/courses/{courseId}/question-bank/… (wire shapes in src/api/questionBank.ts). */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const credit = { type: 'number', minimum: -1, maximum: 1, description: "Share of the points, Moodle's fraction" } as const;
const answerId = { type: 'integer', minimum: 1, maximum: 10_000 } as const;
const list = <T>(items: T, minItems = 0) => ({ type: 'array', items, minItems, maxItems: BANK_MAX_ANSWERS }) as const;

const choiceAnswer = objectOf({ id: answerId, text: text(BANK_ANSWER_MAX_LENGTH), credit, feedback: text(BANK_FEEDBACK_MAX_LENGTH) });
const numericAnswer = objectOf({
  id: answerId,
  value: { type: 'number', minimum: -BANK_NUMBER_LIMIT, maximum: BANK_NUMBER_LIMIT },
  tolerance: { type: 'number', minimum: 0, maximum: BANK_NUMBER_LIMIT },
  credit,
  feedback: text(BANK_FEEDBACK_MAX_LENGTH),
});
const matchPair = objectOf({ id: answerId, left: text(BANK_ANSWER_MAX_LENGTH), right: text(BANK_ANSWER_MAX_LENGTH) });
const orderItem = objectOf({ id: answerId, text: text(BANK_ANSWER_MAX_LENGTH) });

/** In a save, a new answer may come without an id: the bank numbers it. */
const idOptional = <T extends { required: readonly string[] }>(schema: T) => ({
  ...schema,
  required: schema.required.filter((k) => k !== 'id'),
});

/** The kind's own fields, declared for every kind so one object schema serves them all. */
const bodyProperties = {
  answers: { type: 'array', maxItems: BANK_MAX_ANSWERS, items: { anyOf: [choiceAnswer, numericAnswer] } },
  shuffleAnswers: { type: 'boolean' },
  correct: { type: 'boolean' },
  feedbackTrue: text(BANK_FEEDBACK_MAX_LENGTH),
  feedbackFalse: text(BANK_FEEDBACK_MAX_LENGTH),
  caseSensitive: { type: 'boolean' },
  pairs: list(matchPair),
  items: list(orderItem),
} as const;

const headProperties = {
  name: { type: 'string', minLength: 1, maxLength: BANK_NAME_MAX_LENGTH },
  type: { type: 'string', enum: [...BANK_QUESTION_TYPES] },
  text: { type: 'string', minLength: 1, maxLength: BANK_TEXT_MAX_LENGTH },
  textFormat: { type: 'string', enum: [...TEXT_FORMATS] },
  generalFeedback: text(BANK_FEEDBACK_MAX_LENGTH),
  points: { type: 'number', minimum: 0, maximum: BANK_MAX_POINTS, multipleOf: 0.01 },
} as const;

/** Which body fields each kind must carry: the rest are refused as unknown. */
export const BODY_FIELDS: Record<(typeof BANK_QUESTION_TYPES)[number], readonly (keyof typeof bodyProperties)[]> = {
  ONE_FROM_LIST: ['answers', 'shuffleAnswers'],
  MANY_FROM_LIST: ['answers', 'shuffleAnswers'],
  TRUE_FALSE: ['correct', 'feedbackTrue', 'feedbackFalse'],
  SHORT_ANSWER: ['answers', 'caseSensitive'],
  NUMERICAL: ['answers'],
  MATCHING: ['pairs'],
  ORDERING: ['items'],
  ESSAY: [],
  FILE_ANSWER: [],
  DESCRIPTION: [],
};

export const questionInputSchema = {
  type: 'object',
  properties: {
    categoryId: idSchema,
    ...headProperties,
    ...bodyProperties,
    answers: { type: 'array', maxItems: BANK_MAX_ANSWERS, items: { anyOf: [idOptional(choiceAnswer), idOptional(numericAnswer)] } },
    pairs: list(idOptional(matchPair)),
    items: list(idOptional(orderItem)),
  },
  required: ['categoryId', 'name', 'type', 'text', 'textFormat', 'points'],
  additionalProperties: false,
} as const;

export const categorySchema = objectOf({
  categoryId: { type: 'integer' },
  parentId: { type: ['integer', 'null'] },
  name: { type: 'string' },
  path: { type: 'array', items: { type: 'string' } },
  questionsCount: { type: 'integer' },
});

export const categoryInputSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: BANK_CATEGORY_NAME_MAX_LENGTH },
    parentId: { anyOf: [idSchema, { type: 'null' }] },
  },
  required: ['name'],
  additionalProperties: false,
} as const;

/** A rename: a category stays where it was made, so a parent is always older than its children (the school archive relies on that). */
export const categoryRenameSchema = {
  type: 'object',
  properties: { name: categoryInputSchema.properties.name },
  required: ['name'],
} as const;

export const questionSchema = {
  type: 'object',
  properties: {
    questionId: { type: 'integer' },
    categoryId: { type: 'integer' },
    categoryPath: { type: 'array', items: { type: 'string' } },
    ...headProperties,
    ...bodyProperties,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  },
  required: [
    'questionId',
    'categoryId',
    'categoryPath',
    'name',
    'type',
    'text',
    'textFormat',
    'generalFeedback',
    'points',
    'createdAt',
    'updatedAt',
  ],
} as const;

export const questionListQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    categoryId: idSchema,
    includeSubcategories: { type: 'boolean', default: true },
    type: { type: 'string', enum: [...BANK_QUESTION_TYPES] },
  },
  additionalProperties: false,
} as const;

export const formatQuery = { type: 'string', enum: [...BANK_IMPORT_FORMATS] } as const;

export const importQuery = {
  type: 'object',
  properties: { format: formatQuery, dryRun: { type: 'boolean', default: true } },
  required: ['format'],
  additionalProperties: false,
} as const;

export const exportQuery = {
  type: 'object',
  properties: { format: formatQuery, categoryId: idSchema },
  required: ['format'],
  additionalProperties: false,
} as const;

export const importResultSchema = objectOf({
  imported: { type: 'integer' },
  questions: {
    type: 'array',
    items: objectOf({ name: { type: 'string' }, type: { type: 'string' }, categoryPath: { type: 'array', items: { type: 'string' } } }),
  },
  errors: { type: 'array', items: objectOf({ line: { type: 'integer' }, message: { type: 'string' } }) },
});
