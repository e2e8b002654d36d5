import { BANK_QUESTION_TYPES } from '../../../../src/api/questionBank.js';
import { objectOf } from '../../../lib/schemas.js';

/* The JSON schema of GET /lessons/tests/{testId}/analysis (src/api/quizAnalysis.ts): it names every field sent. */

const count = { type: 'integer' } as const;
const share = { type: 'number', description: '0…1' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const option = {
  type: 'object',
  properties: {
    optionId: { type: ['integer', 'null'], description: 'null for true/false' },
    truth: { type: 'boolean', description: 'TRUE_FALSE only' },
    text: { type: 'string' },
    count,
    share,
    isCorrect: { type: 'boolean' },
    credit: { type: 'number', description: '-1…1' },
  },
  required: ['optionId', 'text', 'count', 'share', 'isCorrect', 'credit'],
} as const;

const response = objectOf({ text: { type: 'string' }, count, share, fullCredit: { type: 'boolean' } });

const item = objectOf({
  key: { type: 'string' },
  questionId: { type: 'integer' },
  bankQuestionId: { type: ['integer', 'null'] },
  source: { type: 'string', enum: ['TEST', 'BANK', 'RANDOM'] },
  name: { type: 'string' },
  text: { type: 'string' },
  kind: { type: 'string', enum: [...BANK_QUESTION_TYPES] },
  points: { type: 'number' },
  attempts: count,
  meanPoints: nullableNumber,
  facility: { type: ['number', 'null'], description: 'The share of attempts with full points, 0…1' },
  discrimination: {
    type: ['number', 'null'],
    description: "Pearson's correlation of the question's points with the rest of the attempt's total, -1…1",
  },
  blank: count,
  awaitingReview: count,
  options: { type: ['array', 'null'], items: option },
  otherCount: { type: ['integer', 'null'] },
  responses: { type: ['array', 'null'], items: response },
});

export const analysisSchema = objectOf({
  testId: { type: 'integer' },
  testName: { type: 'string' },
  summary: objectOf({
    attempts: count,
    maxPoints: { type: 'number' },
    mean: nullableNumber,
    median: nullableNumber,
    standardDeviation: nullableNumber,
    passed: count,
  }),
  items: { type: 'array', items: item },
});
