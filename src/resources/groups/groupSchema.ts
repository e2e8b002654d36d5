import * as yup from 'yup';
import { optionalDate, optionalText, requiredText } from '../shared/validation';

/** A group's form (GroupInput): a name, an optional description and finish date. */
export const groupSchema = yup.object({
  groupName: requiredText('groupNameRequired', 100),
  description: optionalText(2000),
  dateOfFinish: optionalDate,
});
