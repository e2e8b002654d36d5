import type { Identifier } from 'ra-core';
import type { InstructorOverviewDto, StudentOverviewDto } from '../api/people';
import type { MessageResponse } from '../api/types';
import type { HttpClient } from './httpClient';

/** The people whose pages share these calls: the path segment of SPEC §7. */
export type PersonKind = 'students' | 'instructors';

/** The calls of the student and instructor pages (the school-wide student block is in adminCalls.ts). */
export interface PeopleCalls {
  /** GET students/{id}/overview: group, courses with the student's rating totals, exam marks, last login, invitation. */
  getStudentOverview(studentId: Identifier): Promise<StudentOverviewDto>;
  /** GET instructors/{id}/overview: courses and their groups, last login, invitation, blocked. */
  getInstructorOverview(teacherId: Identifier): Promise<InstructorOverviewDto>;
  /** POST {students|instructors}/{id}/invitation: a new 7-day link; the old one stops working. */
  resendInvitation(kind: PersonKind, id: Identifier): Promise<MessageResponse>;
  /** PUT instructors/{id}/block: the instructor cannot log in any more; their courses stay. */
  blockInstructor(teacherId: Identifier): Promise<MessageResponse>;
  unblockInstructor(teacherId: Identifier): Promise<MessageResponse>;
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

export function createPeopleCalls(url: (path: string) => string, httpClient: HttpClient): PeopleCalls {
  return {
    getStudentOverview: (studentId) => httpClient<StudentOverviewDto>(url(`students/${segment(studentId)}/overview`)),
    getInstructorOverview: (teacherId) => httpClient<InstructorOverviewDto>(url(`instructors/${segment(teacherId)}/overview`)),
    resendInvitation: (kind, id) => httpClient<MessageResponse>(url(`${kind}/${segment(id)}/invitation`), { method: 'POST' }),
    blockInstructor: (teacherId) => httpClient<MessageResponse>(url(`instructors/${segment(teacherId)}/block`), { method: 'PUT' }),
    unblockInstructor: (teacherId) => httpClient<MessageResponse>(url(`instructors/${segment(teacherId)}/unblock`), { method: 'PUT' }),
  };
}
