import { PERCENT_MAX } from '../../../src/api/latePenalty.js';
import { idSchema, objectOf, timestampSchema as timestamp } from '../../lib/schemas.js';

/* JSON schemas of deadline extensions, reminders and the late-penalty rule (src/api/latePenalty.ts). */

export const extensionSchema = objectOf({
  taskId: { type: 'integer' },
  studentId: { type: 'integer' },
  studentFullName: { type: 'string' },
  deadline: { ...timestamp, description: "The student's own deadline, UTC" },
  grantedByFullName: { type: ['string', 'null'] },
  updatedAt: timestamp,
});

export const extensionBody = {
  type: 'object',
  properties: {
    deadline: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description: "ISO 8601 with an offset or Z, after the task's deadline (it may be past, to forgive a late answer)",
    },
  },
  required: ['deadline'],
  additionalProperties: false,
} as const;

export const remindBody = {
  type: 'object',
  properties: {
    studentIds: {
      type: 'array',
      minItems: 1,
      maxItems: 5000,
      uniqueItems: true,
      items: idSchema,
      description: 'Students who have not answered; left out: all of them',
    },
  },
  additionalProperties: false,
} as const;

export const remindResponse = objectOf({
  message: { type: 'string' },
  reminded: { type: 'integer', description: 'Students told now' },
  skipped: { type: 'integer', description: 'Students skipped: reminded of this task within the last hour' },
});

const percent = { type: 'integer', minimum: 0, maximum: PERCENT_MAX } as const;

/** The rule's fields of a task's body and of the task. */
export const latePenaltyBodyProperties = {
  latePenaltyPerDay: { ...percent, description: 'Percent of the given points a late answer loses per day (a part counts as one); 0: none' },
  latePenaltyFloor: { ...percent, description: 'Percent of the given points a late answer always keeps' },
} as const;
