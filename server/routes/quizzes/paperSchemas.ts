import { BANK_MAX_ANSWERS, BANK_QUESTION_TYPES, BANK_TEXT_MAX_LENGTH, TEXT_FORMATS } from '../../../src/api/questionBank.js';
import { QUIZ_MAX_QUESTIONS } from '../../../src/api/quizLimits.js';
import { QUIZ_FILE_MAX_COUNT, QUIZ_MAX_DRAW_COUNT } from '../../../src/api/quizBankItems.js';
import { idSchema as id, objectOf } from '../../lib/schemas.js';

/*
 * JSON schemas of a student's paper (src/api/quizBankItems.ts): the responses a save or a
 * submission sends by key, and the bank questions a student reads. The question schema names
 * only what a student may see (fast-json-stringify drops the rest): no credit, no feedback, no
 * right order or pairing.
 */

/** '12' (the test's own question or a fixed bank question) or '15-204' (slot 15's draw of bank question 204). */
export const KEY_PATTERN = '^[1-9][0-9]{0,9}(-[1-9][0-9]{0,9})?$';

const idList = (maxItems: number) => ({ type: 'array', items: id, maxItems }) as const;

/** One response: exactly one of the kinds' fields (responseCheck.ts checks it fits the question). */
const response = {
  type: 'object',
  description: 'choices | truth | text | matches | order | fileIds, as the question kind takes',
  properties: {
    choices: idList(BANK_MAX_ANSWERS),
    truth: { type: 'boolean' },
    // Twice the limit: a text just over it reaches checkResponse, whose 400 names the question.
    text: { type: 'string', maxLength: 2 * BANK_TEXT_MAX_LENGTH },
    matches: {
      type: 'object',
      propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
      maxProperties: BANK_MAX_ANSWERS,
      additionalProperties: id,
    },
    order: idList(BANK_MAX_ANSWERS),
    fileIds: idList(QUIZ_FILE_MAX_COUNT),
  },
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
} as const;

export const responsesMap = {
  type: 'object',
  description: 'key -> the response to a bank question of the paper',
  propertyNames: { pattern: KEY_PATTERN },
  maxProperties: QUIZ_MAX_QUESTIONS * QUIZ_MAX_DRAW_COUNT,
  additionalProperties: response,
} as const;

const choice = objectOf({ id: { type: 'integer' }, text: { type: 'string' } });
const choices = { type: 'array', items: choice } as const;

export const studentBankQuestion = {
  type: 'object',
  properties: {
    source: { type: 'string', enum: ['BANK'] },
    key: { type: 'string' },
    questionType: { type: 'string', enum: BANK_QUESTION_TYPES },
    question: { type: 'string' },
    textFormat: { type: 'string', enum: TEXT_FORMATS },
    points: { type: 'number' },
    choices,
    lefts: choices,
    rights: choices,
    items: choices,
  },
  required: ['source', 'key', 'questionType', 'question', 'textFormat', 'points'],
  additionalProperties: false,
} as const;

/** Saved responses as an attempt shows them (already checked, so only shaped loosely here). */
export const savedResponses = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: {
      choices: { type: 'array', items: { type: 'integer' } },
      truth: { type: 'boolean' },
      text: { type: 'string' },
      matches: { type: 'object', additionalProperties: { type: 'integer' } },
      order: { type: 'array', items: { type: 'integer' } },
      fileIds: { type: 'array', items: { type: 'integer' } },
    },
  },
} as const;

const answerFile = objectOf({
  fileId: { type: 'integer' },
  questionKey: { type: 'string' },
  name: { type: 'string' },
  size: { type: 'integer' },
  contentType: { type: 'string' },
  url: { type: 'string' },
});

/** The files attached to an attempt's FILE_ANSWER questions (QuizAnswerFileDto), as the attempt and the answers list them. */
export const answerFiles = { type: 'array', items: answerFile } as const;
