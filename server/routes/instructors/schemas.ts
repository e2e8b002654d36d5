import { accountFactsProperties } from '../students/accountSchemas.js';

/** InstructorDto as JSON schema: what the instructors routes and GET courses/{id}/instructors answer. */
export const instructorDtoSchema = {
  type: 'object',
  properties: {
    teacherId: { type: 'integer' },
    name: { type: 'string' },
    lastName: { type: 'string' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    phoneNumber: { type: 'string' },
    specialization: { type: 'string' },
    courses: {
      type: 'array',
      description: 'The courses they teach that are not in the trash.',
      items: { type: 'object', properties: { id: { type: 'integer' }, courseName: { type: 'string' } }, required: ['id', 'courseName'] },
    },
    isBlocked: { type: 'boolean', description: 'Blocked in the whole school: cannot log in.' },
    createdAt: { type: 'string', format: 'date-time' },
    ...accountFactsProperties,
  },
  required: ['teacherId', 'name', 'lastName', 'fullName', 'email', 'phoneNumber', 'specialization', 'courses', 'isBlocked', 'createdAt'],
} as const;
