import * as yup from 'yup';
import { email, NAME_MAX, optionalPhone, optionalText, requiredText } from '../shared/validation';

/** An instructor's form (InstructorInput), with the SPEC §5 email messages. */
export const instructorSchema = yup.object({
  name: requiredText('nameRequired', NAME_MAX),
  lastName: requiredText('lastNameRequired', NAME_MAX),
  email,
  phoneNumber: optionalPhone,
  specialization: optionalText(200),
});
