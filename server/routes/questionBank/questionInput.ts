import type { FromSchema } from 'json-schema-to-ts';
import type { QuestionData } from '../../../src/api/questionBank.js';
import { questionProblem } from '../../../src/api/questionRules.js';
import { badRequest } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { BODY_FIELDS, type questionInputSchema } from './schemas.js';

/*
 * A saved question from the bank's form: the kind's own fields are picked (fields of other kinds
 * are dropped, as ajv drops unknown ones), answers without an id are numbered after the
 * highest given, and the rules of src/api/questionRules.ts decide whether it is complete.
 */

type Input = FromSchema<typeof questionInputSchema>;
type WithId = { id?: number };

/** Numbers new answers after the highest id given, keeping the ids the form sent. */
function numbered<T extends WithId>(entries: readonly T[]): Array<T & { id: number }> {
  let next = Math.max(0, ...entries.map((e) => e.id ?? 0));
  return entries.map((entry) => ({ ...entry, id: entry.id ?? ++next }));
}

/**
 * HTML texts keep only the inert subset students' browsers may render. Every feedback is in the
 * question's format (GIFT's rule, and what a Moodle XML import makes), so it is cleaned alike;
 * answers, pairs and items are plain text in every format.
 */
export function cleanTexts<Q extends QuestionData>(question: Q): Q {
  if (question.textFormat !== 'html') return question;
  return {
    ...question,
    text: sanitizeRichText(question.text),
    generalFeedback: sanitizeRichText(question.generalFeedback),
    ...cleanFeedback(question),
  };
}

/** The body's feedback fields of an HTML question, cleaned. */
function cleanFeedback(question: QuestionData): Partial<QuestionData> {
  if ('answers' in question) {
    return { answers: question.answers.map((a) => ({ ...a, feedback: sanitizeRichText(a.feedback) })) } as Partial<QuestionData>;
  }
  if (question.type === 'TRUE_FALSE') {
    return { feedbackTrue: sanitizeRichText(question.feedbackTrue), feedbackFalse: sanitizeRichText(question.feedbackFalse) };
  }
  return {};
}

/** The question the input describes, or a 400 naming the missing field or the rule broken. */
export function questionFromInput(input: Input): QuestionData {
  const body: Record<string, unknown> = { type: input.type };
  for (const field of BODY_FIELDS[input.type]) {
    const value = input[field];
    if (value === undefined) throw badRequest('validation.fieldRequired', field, { field });
    if (
      field === 'answers' &&
      !(value as Array<Record<string, unknown>>).every((a) => (input.type === 'NUMERICAL' ? 'value' in a : 'text' in a))
    ) {
      throw badRequest('validation.fieldInvalid', field, { field });
    }
    body[field] = Array.isArray(value) ? numbered(value as WithId[]) : value;
  }
  const question = cleanTexts({
    ...body,
    name: input.name.trim(),
    text: input.text,
    textFormat: input.textFormat,
    generalFeedback: input.generalFeedback ?? '',
    points: input.points,
  } as QuestionData);
  const problem = questionProblem(question);
  if (problem) throw badRequest(`questionBank.problems.${problem}`, 'type');
  return question;
}
