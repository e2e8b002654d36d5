import { namedRecordSchema } from '../shared/validation';

/** A course's form (CourseInput): a name, an optional description and finish date. */
export const courseSchema = namedRecordSchema('courseName', 'courseNameRequired');
