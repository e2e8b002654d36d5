import * as yup from 'yup';
import { email } from '../../auth/validation';
import { fitsLength } from '../../api/textLength';
import { dayRefusedAsPast } from '../../api/pastDates';

/**
 * yup pieces of the admin forms. Messages are translation keys (`validation.*`), which
 * react-admin's inputs translate: SPEC §5 for emails, the same tone for the rest.
 */
export { email };

/**
 * A message key with arguments, in the form react-admin's ValidationError reads and
 * translates (a plain string would be shown untranslated or without its arguments).
 */
export const withArgs = (message: string, args: Record<string, unknown>) => `@@react-admin@@${JSON.stringify({ message, args })}`;

const tooLong = ({ max }: { max: number }) => withArgs('validation.tooLong', { max });

/**
 * A yup test of a text's length as a person counts it (src/api/textLength.ts, the server's rule
 * too): `.test(maxText(100))` where `.max(100)` would count an emoji as two.
 */
export const maxText = (max: number) => ({
  name: 'max',
  params: { max },
  message: tooLong,
  test: (value: string | null | undefined) => !value || fitsLength(value, max),
});

/** A text that must not be blank, with its own "… is required!" message. */
export const requiredText = (key: string, max: number) =>
  yup
    .string()
    .nullable()
    .transform((value: string | null) => (value ?? '').trim())
    .required(`validation.${key}`)
    .test(maxText(max));

export const optionalText = (max: number) => yup.string().nullable().test(maxText(max));

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A yyyy-MM-dd date that a calendar has (no 2026-02-31), or nothing. */
export const optionalDate = yup
  .string()
  .nullable()
  .test('date', 'validation.dateInvalid', (value) => {
    if (!value) return true;
    if (!DATE.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  });

/**
 * What AdminForm gives its schema as yup's context: the record as stored (none on a create) and
 * the school's timezone, for the rules that depend on them.
 */
export interface AdminFormContext {
  record?: Record<string, unknown>;
  timeZone: string;
}

/**
 * An optional end date that is not before the school's today unless the record already had it:
 * the server's rule (src/api/pastDates.ts), told at the field. Without a context (a schema checked
 * alone) only the date's shape is checked.
 */
const finishDate = optionalDate.test('past', 'validation.finishInPast', function (value) {
  const context = this.options.context as AdminFormContext | undefined;
  if (!value || !context || !DATE.test(value)) return true;
  return !dayRefusedAsPast(value, context.record?.dateOfFinish as string | null | undefined, context.timeZone);
});

/** A group's or course's form (GroupInput, CourseInput): a name with its own "… is required!" key, an optional description and finish date. */
export const namedRecordSchema = <N extends 'groupName' | 'courseName'>(nameField: N, requiredKey: string) =>
  yup.object({
    ...({ [nameField]: requiredText(requiredKey, 100) } as Record<N, ReturnType<typeof requiredText>>),
    description: optionalText(2000),
    dateOfFinish: finishDate,
  });

/** Digits with the usual separators and an optional leading +, or nothing. */
export const optionalPhone = yup
  .string()
  .nullable()
  .test('phone', 'validation.phoneInvalid', (value) => !value || /^\+?[\d\s()-]{5,30}$/.test(value.trim()));

/** Names of people (server: at most 100 characters). */
export const NAME_MAX = 100;
