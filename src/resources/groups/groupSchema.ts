import { namedRecordSchema } from '../shared/validation';

/** A group's form (GroupInput): a name, an optional description and finish date. */
export const groupSchema = namedRecordSchema('groupName', 'groupNameRequired');
