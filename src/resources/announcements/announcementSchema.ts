import * as yup from 'yup';
import { requiredText } from '../shared/validation';

/** An announcement's form (AnnouncementInput): its text, and a group or none for all groups. */
export const announcementSchema = yup.object({
  text: requiredText('textRequired', 5000),
  groupId: yup.number().nullable(),
});
