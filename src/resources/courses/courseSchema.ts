import * as yup from 'yup';
import { optionalDate, optionalText, requiredText } from '../shared/validation';

/** A course's form (CourseInput): a name, an optional description and finish date. */
export const courseSchema = yup.object({
  courseName: requiredText('courseNameRequired', 100),
  description: optionalText(2000),
  dateOfFinish: optionalDate,
});
