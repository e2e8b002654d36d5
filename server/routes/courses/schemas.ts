import { objectOf } from '../../lib/schemas.js';

/* The course as every course route answers it (CourseDto in src/api/types.ts). */

const courseProperties = {
  id: { type: 'integer' },
  courseName: { type: 'string' },
  description: { type: 'string' },
  dateOfFinish: { type: ['string', 'null'], description: 'yyyy-MM-dd' },
  imageId: { type: 'integer', description: '0: no image' },
  imageLink: { type: ['string', 'null'] },
  groups: {
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, groupName: { type: 'string' }, groupType: { type: 'string', enum: ['INNER'] } },
      required: ['id', 'groupName', 'groupType'],
    },
  },
  instructors: {
    type: 'array',
    items: {
      type: 'object',
      properties: { teacherId: { type: 'integer' }, fullName: { type: 'string' } },
      required: ['teacherId', 'fullName'],
    },
  },
  studentsCount: { type: 'integer', description: "Live students of the course's groups" },
  createdAt: { type: 'string', format: 'date-time' },
  archived: { type: 'boolean', description: 'Archived: read-only, still in ratings and analytics' },
} as const;
export const courseSchema = objectOf(courseProperties);
