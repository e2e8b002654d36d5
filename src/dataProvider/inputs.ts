/**
 * The fields each resource's create and update calls accept (src/api/types.ts: GroupInput,
 * CourseInput, StudentInput, InstructorInput, AnnouncementInput). A form holds the whole
 * record (ids, counts, links, the last server message); only these fields are sent.
 */
const INPUT_FIELDS: Record<string, readonly string[]> = {
  groups: ['groupName', 'description', 'dateOfFinish', 'imageId'],
  courses: ['courseName', 'description', 'dateOfFinish', 'imageId'],
  students: ['name', 'lastname', 'email', 'phoneNumber', 'studyFormat', 'groupId'],
  instructors: ['name', 'lastName', 'email', 'phoneNumber', 'specialization'],
  announcements: ['text', 'groupId'],
};

/** Fields where an empty input means "none" rather than an empty text. */
const NULL_WHEN_EMPTY = new Set(['dateOfFinish', 'groupId']);

/** Picks the input fields of a resource's payload; resources not listed pass through as they are. */
export function toInput(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = INPUT_FIELDS[resource];
  if (!fields) return data;
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    let value = data[field];
    if (typeof value === 'string') value = value.trim();
    if (NULL_WHEN_EMPTY.has(field) && (value === '' || value === undefined)) value = null;
    if (field === 'imageId' && (value === null || value === undefined || value === '')) value = 0;
    // react-admin turns an emptied text input into null; the API's texts are strings.
    if (value === null && !NULL_WHEN_EMPTY.has(field) && field !== 'imageId') value = '';
    input[field] = value;
  }
  return input;
}

/** Whether the resource's update may send only what changed (PATCH; server/lib/putAndPatch.ts). */
export const isPatchable = (resource: string): boolean => Object.hasOwn(INPUT_FIELDS, resource);

/**
 * The input fields of an update that differ from the record as it was loaded: react-admin's
 * edit forms and bulk updates send the whole form or a few fields, and a PATCH of only the
 * changes leaves alone what someone else changed meanwhile. Without the previous record (a
 * bulk update), every field given is a change.
 */
export function changedInput(resource: string, data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  const next = toInput(resource, data);
  if (!previous || Object.keys(previous).length === 0) return next;
  const before = toInput(resource, previous);
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])));
}
