import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, STUDY_FORMATS, type StudyFormat } from '../api/constants';
import { checkEmail, normalizeEmail } from '../api/rules';
import type { InstructorDto, StudentDto } from '../api/types';
import { t } from '../../server/i18n';
import { buildImportErrorResponse, buildInstructor, buildStudent } from './builders/builders';
import { allow, API_PATTERN, errorResponse, idOf, languageOf, matchesSearch, messageResponse, paged, readJson, text } from './mockHttp';
import { putAndPatch } from './putAndPatch';
import { instructorDto, liveGroups, liveInstructors, liveStudents, newId, studentDto, trashRow } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import { withMockInvitation } from './personPageHandlers';
import { sortedPeople, withInvitationFilter } from './peopleListQuery';

const API = API_PATTERN;

/** A file whose name holds this word is refused with row errors by the import mock. */
export const IMPORT_ERRORS_FILE = 'with-errors.xlsx';
/** A file whose name holds this word has too many rows for the import mock. */
export const IMPORT_TOO_MANY_FILE = 'too-many.xlsx';
/** How many students a good file brings, in the import mock. */
export const IMPORT_MOCK_COUNT = 3;

const emailTaken = (email: string, exceptId?: number) =>
  [...liveStudents().map((s) => [s.studentId, s.email] as const), ...liveInstructors().map((i) => [i.teacherId, i.email] as const)].some(
    ([id, e]) => e === email && id !== exceptId,
  );

/**
 * The checks both people forms share; answers the server's 400 or 409, or null. Like the
 * server, a create or update that passes answers the message and the saved record.
 */
function personProblem(request: Request, body: Record<string, unknown>, lastNameField: 'lastname' | 'lastName', exceptId?: number) {
  for (const field of ['name', lastNameField] as const) {
    if (!text(body[field]).trim()) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
  }
  const emailRule = checkEmail(text(body.email));
  if (emailRule) return errorResponse(request, 400, `validation.${emailRule}`, { field: 'email' });
  const email = normalizeEmail(text(body.email));
  const takenKey = lastNameField === 'lastName' ? 'instructors.emailTaken' : 'students.emailTaken';
  if (emailTaken(email, exceptId)) return errorResponse(request, 409, takenKey, { field: 'email', params: { email } });
  return null;
}

function studentFields(body: Record<string, unknown>): Partial<StudentDto> {
  const studyFormat = (STUDY_FORMATS as readonly string[]).includes(text(body.studyFormat)) ? (body.studyFormat as StudyFormat) : 'ONLINE';
  return {
    name: text(body.name).trim(),
    lastname: text(body.lastname).trim(),
    email: normalizeEmail(text(body.email)),
    phoneNumber: text(body.phoneNumber).trim(),
    studyFormat,
    groupId: typeof body.groupId === 'number' ? body.groupId : null,
  };
}

function instructorFields(body: Record<string, unknown>): Partial<InstructorDto> {
  return {
    name: text(body.name).trim(),
    lastName: text(body.lastName).trim(),
    email: normalizeEmail(text(body.email)),
    phoneNumber: text(body.phoneNumber).trim(),
    specialization: text(body.specialization).trim(),
  };
}

const studentHandlers: RequestHandler[] = [
  http.get(`${API}/students`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const query = new URL(request.url).searchParams;
    const format = query.get('studyFormat');
    const groupId = query.get('groupId');
    const students = liveStudents().filter(
      (s) =>
        matchesSearch(request, s.name, s.lastname, s.email, s.phoneNumber) &&
        (!format || s.studyFormat === format) &&
        (!groupId || s.groupId === Number(groupId)),
    );
    const rows = withInvitationFilter(
      request,
      students.map((s) => withMockInvitation(studentDto(s), s, s.studentId)),
    );
    const page = paged(
      request,
      sortedPeople(request, rows, (s) => s.studentId),
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.post(`${API}/students`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const body = await readJson(request);
    const problem = personProblem(request, body, 'lastname');
    if (problem) return problem;
    const student = buildStudent({ studentId: newId(), ...studentFields(body), createdAt: new Date().toISOString() });
    mockStore.school.students.push(student);
    return messageResponse(request, 'students.created', { email: student.email }, studentDto(student));
  }),
  http.get(`${API}/students/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const student = liveStudents().find((s) => s.studentId === idOf(params.id));
    return student ? HttpResponse.json(studentDto(student)) : errorResponse(request, 404, 'errors.notFound');
  }),
  ...putAndPatch(
    `${API}/students/:id`,
    (id) => liveStudents().find((s) => s.studentId === id),
    (request, student, body) => {
      const problem = personProblem(request, body, 'lastname', student.studentId);
      if (problem) return problem;
      Object.assign(student, studentFields(body));
      return messageResponse(request, 'students.updated', {}, studentDto(student));
    },
  ),
  http.delete(`${API}/students/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const student = liveStudents().find((s) => s.studentId === idOf(params.id));
    if (!student) return errorResponse(request, 404, 'errors.notFound');
    trashRow('STUDENT', student.studentId, `${student.name} ${student.lastname}`);
    return messageResponse(request, 'students.deleted');
  }),
  ...(['block', 'unblock'] as const).map((action) =>
    http.put(`${API}/students/:id/${action}`, ({ request, params }) => {
      const who = allow(request);
      if ('denied' in who) return who.denied;
      const student = liveStudents().find((s) => s.studentId === idOf(params.id));
      if (!student) return errorResponse(request, 404, 'errors.notFound');
      student.isBlocked = action === 'block';
      return messageResponse(request, action === 'block' ? 'students.blocked' : 'students.unblocked');
    }),
  ),
  http.post(`${API}/students/import/:groupId`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const groupId = idOf(params.groupId);
    if (!liveGroups().some((g) => g.id === groupId)) return errorResponse(request, 404, 'students.groupNotFound');
    const file = (await request.formData()).get('file');
    await delay(400);
    if (!(file instanceof File)) return errorResponse(request, 400, 'import.noFile', { field: 'file' });
    if (file.size > IMPORT_MAX_BYTES)
      return errorResponse(request, 413, 'import.tooLarge', { params: { mb: IMPORT_MAX_BYTES / 1024 / 1024 } });
    if (!file.name.toLowerCase().endsWith('.xlsx')) return errorResponse(request, 400, 'import.notXlsx', { field: 'file' });
    const lang = languageOf(request);
    if (file.name.includes(IMPORT_TOO_MANY_FILE)) {
      return errorResponse(request, 400, 'import.tooManyRows', { params: { count: IMPORT_MAX_ROWS + 1, limit: IMPORT_MAX_ROWS } });
    }
    if (file.name.includes(IMPORT_ERRORS_FILE)) {
      const errors = [
        { row: 3, field: 'email', reason: t(lang, 'import.invalidEmail', { value: 'anna@' }) },
        { row: 5, field: 'studyFormat', reason: t(lang, 'import.unknownStudyFormat', { value: 'evening' }) },
        { row: 7, field: 'email', reason: t(lang, 'import.duplicateEmail', { value: 'ivan@demo.test', row: 4 }) },
      ];
      const body = buildImportErrorResponse(errors, { message: t(lang, 'import.rejected', { count: errors.length }) });
      return HttpResponse.json(body, { status: 400 });
    }
    for (let n = 0; n < IMPORT_MOCK_COUNT; n += 1) {
      const studentId = newId();
      mockStore.school.students.push(buildStudent({ studentId, name: 'Imported', lastname: `Student ${studentId}`, groupId }));
    }
    return HttpResponse.json({ message: t(lang, 'import.imported', { count: IMPORT_MOCK_COUNT }), imported: IMPORT_MOCK_COUNT });
  }),
];

const instructorHandlers: RequestHandler[] = [
  http.get(`${API}/instructors`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const instructors = liveInstructors().filter((i) =>
      matchesSearch(request, i.name, i.lastName, i.email, i.phoneNumber, i.specialization),
    );
    const rows = withInvitationFilter(
      request,
      instructors.map((i) => withMockInvitation(instructorDto(i), i, i.teacherId)),
    );
    const page = paged(
      request,
      sortedPeople(request, rows, (i) => i.teacherId),
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  }),
  http.post(`${API}/instructors`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const body = await readJson(request);
    const problem = personProblem(request, body, 'lastName');
    if (problem) return problem;
    const instructor = buildInstructor({ teacherId: newId(), ...instructorFields(body), courses: [], createdAt: new Date().toISOString() });
    mockStore.school.instructors.push(instructor);
    return messageResponse(request, 'instructors.created', { email: instructor.email }, instructorDto(instructor));
  }),
  http.get(`${API}/instructors/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const instructor = liveInstructors().find((i) => i.teacherId === idOf(params.id));
    return instructor ? HttpResponse.json(instructorDto(instructor)) : errorResponse(request, 404, 'errors.notFound');
  }),
  ...putAndPatch(
    `${API}/instructors/:id`,
    (id) => liveInstructors().find((i) => i.teacherId === id),
    (request, instructor, body) => {
      const problem = personProblem(request, body, 'lastName', instructor.teacherId);
      if (problem) return problem;
      Object.assign(instructor, instructorFields(body));
      return messageResponse(request, 'instructors.updated', {}, instructorDto(instructor));
    },
  ),
  http.delete(`${API}/instructors/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const instructor = liveInstructors().find((i) => i.teacherId === idOf(params.id));
    if (!instructor) return errorResponse(request, 404, 'errors.notFound');
    trashRow('INSTRUCTOR', instructor.teacherId, `${instructor.name} ${instructor.lastName}`);
    return messageResponse(request, 'instructors.deleted');
  }),
];

export const peopleHandlers: RequestHandler[] = [...studentHandlers, ...instructorHandlers];
