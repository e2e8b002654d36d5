import * as yup from 'yup';
import { STUDY_FORMATS } from '../../api/constants';
import { email, NAME_MAX, optionalPhone, requiredText } from '../shared/validation';

/** A student's form (StudentInput), with the SPEC §5 email messages. */
export const studentSchema = yup.object({
  name: requiredText('nameRequired', NAME_MAX),
  lastname: requiredText('lastNameRequired', NAME_MAX),
  email,
  phoneNumber: optionalPhone,
  studyFormat: yup
    .string()
    .nullable()
    .oneOf([...STUDY_FORMATS, null])
    .required('validation.studyFormatRequired'),
  groupId: yup.number().nullable(),
});
