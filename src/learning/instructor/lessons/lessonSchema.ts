import * as yup from 'yup';
import { LESSON_NAME_MAX } from '../../../api/learning';
import { withArgs } from '../../../resources/shared/validation';
import { fromDateTimeInput } from '../../../api/schoolTime';

const trimmed = () =>
  yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : ''));

/**
 * The lesson form: a name, and the show date as a date-time input's wall time (read in the
 * school's timezone when sent). Messages are translation keys.
 */
export const lessonSchema = yup.object({
  lessonName: trimmed()
    .required('learning.validation.lessonNameRequired')
    .max(LESSON_NAME_MAX, ({ max }) => withArgs('validation.tooLong', { max })),
  // Whether a day and time exist does not depend on the zone; UTC stands in for any.
  showDate: trimmed()
    .required('learning.validation.showDateRequired')
    .test('dateTime', 'learning.validation.showDateInvalid', (value) => !value || fromDateTimeInput(value, 'UTC') !== null),
});

export type LessonFormValues = yup.InferType<typeof lessonSchema>;
