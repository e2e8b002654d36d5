import { http, HttpResponse, type RequestHandler } from 'msw';
import { INVITE_TOKEN_TTL_DAYS } from '../api/constants';
import {
  INVITATION_RESEND_PAUSE_MS,
  type AccountFacts,
  type InstructorCourseOverview,
  type InstructorOverviewDto,
  type StudentOverviewDto,
} from '../api/people';
import type { InstructorDto, StudentDto } from '../api/types';
import { allow, API_PATTERN, errorResponse, idOf, messageResponse } from './mockHttp';
import { courseRating } from './ratings/courseRating';
import { courseGroupIds, liveCourses, liveGroups, liveInstructors, liveStudents, studentDto } from './store/schoolViews';
import { mockStore } from './store/mockStore';

/*
 * msw handlers of the student and instructor pages: their overviews, resending an invitation
 * (409 once accepted, 429 within a minute) and blocking instructors. The account facts live
 * beside each person of the store, keyed by its object, so resetMockStore() starts them over.
 */

const API = API_PATTERN;
const DAY = 86_400_000;
const accounts = new WeakMap<object, AccountFacts>();

/** A person's invitation and last login; seeded by id: accepted with a login, pending, or expired. */
function accountOf(person: StudentDto | InstructorDto, id: number): AccountFacts {
  let facts = accounts.get(person);
  if (!facts) {
    const now = Date.now();
    const sentAt = (days: number) => new Date(now - days * DAY).toISOString();
    const expiresAt = (days: number) => new Date(now - days * DAY + INVITE_TOKEN_TTL_DAYS * DAY).toISOString();
    const seeds: AccountFacts[] = [
      { invitation: { status: 'accepted', sentAt: sentAt(30), expiresAt: null }, lastLoginAt: sentAt(1) },
      { invitation: { status: 'pending', sentAt: sentAt(2), expiresAt: expiresAt(2) }, lastLoginAt: null },
      { invitation: { status: 'expired', sentAt: sentAt(10), expiresAt: expiresAt(10) }, lastLoginAt: null },
    ];
    facts = seeds[id % seeds.length];
    accounts.set(person, facts);
  }
  return facts;
}

/** A list row with its invitation, as GET students and GET instructors answer it. */
export function withMockInvitation<T extends StudentDto | InstructorDto>(dto: T, person: StudentDto | InstructorDto, id: number): T {
  return { ...dto, invitation: accountOf(person, id).invitation };
}

function studentOverview(student: StudentDto): StudentOverviewDto {
  const dto = studentDto(student);
  const courses = liveCourses().filter((c) => dto.groupId !== null && courseGroupIds(c.id).includes(dto.groupId));
  const ratings = courses.map((course) => ({ course, rating: courseRating(course) }));
  return {
    studentId: dto.studentId,
    isBlocked: dto.isBlocked,
    ...accountOf(student, student.studentId),
    group: dto.groupId !== null && dto.groupName ? { groupId: dto.groupId, groupName: dto.groupName } : null,
    courses: ratings.map(({ course, rating }) => {
      const row = rating.students.find((s) => s.studentId === dto.studentId);
      return {
        courseId: course.id,
        courseName: course.courseName,
        isBlockedInCourse: false,
        tasksTotal: row?.tasksTotal ?? 0,
        testsTotal: row?.testsTotal ?? 0,
        examsAverage: row?.examsAverage ?? 0,
        total: row?.total ?? 0,
        place: row?.place ?? 0,
        studentsCount: rating.students.length,
      };
    }),
    exams: ratings.flatMap(({ course, rating }) =>
      rating.exams.map((e) => ({
        examId: e.examId,
        courseId: course.id,
        courseName: course.courseName,
        name: e.name,
        date: e.date,
        mark: mockStore.ratings.marks.get(e.examId)?.get(dto.studentId) ?? null,
      })),
    ),
  };
}

function instructorOverview(instructor: InstructorDto): InstructorOverviewDto {
  const courseIds = mockStore.school.courseInstructors.filter(([, t]) => t === instructor.teacherId).map(([c]) => c);
  const students = liveStudents();
  const courses: InstructorCourseOverview[] = liveCourses()
    .filter((c) => courseIds.includes(c.id))
    .map((c) => {
      const groups = liveGroups()
        .filter((g) => courseGroupIds(c.id).includes(g.id))
        .map((g) => ({ groupId: g.id, groupName: g.groupName, studentsCount: students.filter((s) => s.groupId === g.id).length }));
      return { courseId: c.id, courseName: c.courseName, groups, studentsCount: groups.reduce((n, g) => n + g.studentsCount, 0) };
    });
  const groups = [...new Map(courses.flatMap((c) => c.groups).map((g) => [g.groupId, g])).values()];
  return {
    teacherId: instructor.teacherId,
    isBlocked: instructor.isBlocked,
    ...accountOf(instructor, instructor.teacherId),
    courses,
    groups,
  };
}

/** Finds the person of a kind by the path's id. */
const find = {
  students: (id: number) => liveStudents().find((s) => s.studentId === id),
  instructors: (id: number) => liveInstructors().find((i) => i.teacherId === id),
};

/** POST {kind}/{id}/invitation as the server answers it. */
function resend(request: Request, person: StudentDto | InstructorDto | undefined, id: number) {
  if (!person) return errorResponse(request, 404, 'errors.notFound');
  const facts = accountOf(person, id);
  if (facts.invitation.status === 'accepted') return errorResponse(request, 409, 'people.invitationAccepted');
  const now = Date.now();
  if (facts.invitation.sentAt && now - Date.parse(facts.invitation.sentAt) < INVITATION_RESEND_PAUSE_MS) {
    return errorResponse(request, 429, 'people.invitationTooSoon');
  }
  const sentAt = new Date(now).toISOString();
  accounts.set(person, {
    ...facts,
    invitation: { status: 'pending', sentAt, expiresAt: new Date(now + INVITE_TOKEN_TTL_DAYS * DAY).toISOString() },
  });
  return messageResponse(request, 'people.invitationSent', { email: person.email });
}

export const personPageHandlers: RequestHandler[] = [
  http.get(`${API}/students/:id/overview`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const student = find.students(idOf(params.id));
    return student ? HttpResponse.json(studentOverview(student)) : errorResponse(request, 404, 'errors.notFound');
  }),
  http.get(`${API}/instructors/:id/overview`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const instructor = find.instructors(idOf(params.id));
    return instructor ? HttpResponse.json(instructorOverview(instructor)) : errorResponse(request, 404, 'errors.notFound');
  }),
  ...(['students', 'instructors'] as const).map((kind) =>
    http.post(`${API}/${kind}/:id/invitation`, ({ request, params }) => {
      const who = allow(request);
      if ('denied' in who) return who.denied;
      return resend(request, find[kind](idOf(params.id)), idOf(params.id));
    }),
  ),
  ...(['block', 'unblock'] as const).map((action) =>
    http.put(`${API}/instructors/:id/${action}`, ({ request, params }) => {
      const who = allow(request);
      if ('denied' in who) return who.denied;
      const instructor = find.instructors(idOf(params.id));
      if (!instructor) return errorResponse(request, 404, 'errors.notFound');
      instructor.isBlocked = action === 'block';
      return messageResponse(request, action === 'block' ? 'people.instructorBlocked' : 'people.instructorUnblocked');
    }),
  ),
];
