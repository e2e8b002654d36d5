import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '../api/constants';
import type { StudentDeadlineDto } from '../api/deadlines';
import { isHttpUrl } from '../api/learning';
import { ANSWER_FILES_MAX, ANSWER_LINKS_MAX, ANSWER_TEXT_MAX, type AnswerFile, type TaskAnswerDto, type TaskDto } from '../api/tasks';
import type { CourseDto } from '../api/types';
import type { StudentQuizRow } from '../dataProvider/studentCalls';

import { answerSummaryOf, buildStudentAnswer } from './builders/studentBuilders';
import { courseLessons, isShown, lessonById, lessonDetail, lessonDto } from './learningHandlers';
import { API_PATTERN, authorize, errorResponse, idOf, messageResponse, readJson, text, pagedJson, type Access } from './mockHttp';
import { courseDto, newId } from './store/schoolViews';
import { mockStore } from './store/mockStore';
import type { MockLesson } from './store/learningSeed';
import { demoStudent, studentCourses, isBlockedOn } from './store/demoCallers';

const API = API_PATTERN;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * msw handlers of the student's side of the learning API over the mock school: GET /courses
 * (the courses of the student's group, except blocked ones), a course (403 when blocked), its
 * shown lessons, a lesson with its materials, tasks with the student's own answer, answering
 * (POST, PUT, GET …/students/answers), the lesson's tests with the attempt, the upload, and
 * GET /student/deadlines. Every STUDENT token is the demo student (student@demo.test); calls of
 * other roles fall through to the other handler files, so this list goes first.
 */

const isStudent = (request: Request) => {
  const who = authorize(request);
  return !('denied' in who) && who.role === 'STUDENT';
};

const blocked = (courseId: number) => isBlockedOn(courseId, demoStudent()?.studentId);

/** A course of the student's group: 404 otherwise, 403 when the student is blocked on it. */
function myCourse(request: Request, courseId: unknown): Access<CourseDto> {
  const course = studentCourses().find((c) => c.id === idOf(courseId));
  if (!course) return { denied: errorResponse(request, 404, 'errors.notFound') };
  if (blocked(course.id)) return { denied: errorResponse(request, 403, 'lessons.blockedOnCourse') };
  return { found: course };
}

/** A shown lesson of one of the student's courses, by its id alone (the tasks' and tests' paths). */
function myLesson(request: Request, lessonId: unknown, courseId?: unknown): Access<MockLesson> {
  const lesson = lessonById(lessonId);
  if (!lesson || !isShown(lesson) || (courseId !== undefined && lesson.courseId !== idOf(courseId)))
    return { denied: errorResponse(request, 404, 'errors.notFound') };
  const course = myCourse(request, lesson.courseId);
  return 'denied' in course ? course : { found: lesson };
}

const myAnswerTo = (taskId: number) => mockStore.studentWork.answers.find((a) => a.taskId === taskId);

function taskView(task: TaskDto): TaskDto {
  const answer = myAnswerTo(task.taskId);
  return { ...task, answer: answer ? answerSummaryOf(answer) : null };
}

/** A task the student may read: its lesson shown, of a course of theirs (403 when blocked). */
function myTask(request: Request, taskId: unknown): Access<TaskDto> {
  const task = mockStore.studentWork.tasks.find((t) => t.taskId === idOf(taskId));
  if (!task) return { denied: errorResponse(request, 404, 'errors.notFound') };
  const lesson = myLesson(request, task.lessonId);
  return 'denied' in lesson ? lesson : { found: task };
}

/** What the student sends, checked as the server does; fields left out keep `current`. */
function answerContent(
  request: Request,
  body: Record<string, unknown>,
  current?: TaskAnswerDto,
): { text: string; files: AnswerFile[]; links: string[] } | Response {
  const state = mockStore.studentWork;
  const answerText = body.text !== undefined ? text(body.text).trim() : (current?.text ?? '');
  if (answerText.length > ANSWER_TEXT_MAX)
    return errorResponse(request, 400, 'validation.fieldTooLong', { field: 'text', params: { field: 'text', limit: ANSWER_TEXT_MAX } });
  let files = current?.files ?? [];
  if (Array.isArray(body.files)) {
    if (body.files.length > ANSWER_FILES_MAX)
      return errorResponse(request, 400, 'validation.fieldTooLong', {
        field: 'files',
        params: { field: 'files', limit: ANSWER_FILES_MAX },
      });
    const next: AnswerFile[] = [];
    for (const raw of body.files) {
      const fileId = Number(raw);
      const upload = state.uploads.get(fileId);
      const kept = current?.files.find((f) => f.fileId === fileId);
      if (!upload && !kept) return errorResponse(request, 400, 'tasks.answerFileNotFound', { field: 'files', params: { id: fileId } });
      if (!next.some((f) => f.fileId === fileId)) next.push(kept ?? { fileId, name: upload!.name, link: upload!.link });
    }
    files = next;
  }
  let links = current?.links ?? [];
  if (Array.isArray(body.links)) {
    if (body.links.length > ANSWER_LINKS_MAX)
      return errorResponse(request, 400, 'validation.fieldTooLong', {
        field: 'links',
        params: { field: 'links', limit: ANSWER_LINKS_MAX },
      });
    links = [];
    for (const [n, raw] of body.links.entries()) {
      const url = text(raw).trim();
      if (!isHttpUrl(url))
        return errorResponse(request, 400, 'tasks.linkInvalid', { field: `links.${n}`, params: { value: url.slice(0, 100) } });
      if (!links.includes(url)) links.push(url);
    }
  }
  if (!answerText && !files.length && !links.length) return errorResponse(request, 400, 'tasks.answerEmpty', { field: 'text' });
  return { text: answerText, files, links };
}

const isLate = (deadline: string, at: number) => at > new Date(deadline).getTime();

/** The demo student's attempt state at each test of a lesson, scored one point-block per question. */
function testRows(lessonId: number): StudentQuizRow[] {
  const studentId = demoStudent()?.studentId;
  return mockStore.quizzes
    .filter((entry) => entry.test.lessonId === lessonId)
    .map(({ test, attempts }) => {
      const { questions: _questions, answersCount: _count, hasAttempts: _has, createdAt: _created, ...summary } = test;
      const attempt = attempts.find((a) => a.studentId === studentId);
      const finished = attempt?.status === 'SUBMITTED' || attempt?.status === 'TIME_UP';
      const received = finished
        ? test.questions.reduce((sum, q) => {
            const chosen = [...(attempt.chosen[q.questionId] ?? [])].sort().join(',');
            const correct = q.options
              .filter((o) => o.isCorrect)
              .map((o) => o.optionId)
              .sort()
              .join(',');
            return sum + (chosen === correct ? q.points : 0) + (attempt.otherPoints[q.questionId] ?? 0);
          }, 0)
        : 0;
      return {
        ...summary,
        attemptStatus: attempt?.status ?? 'NOT_STARTED',
        points: finished ? { pointsReceived: received, maxPoints: test.maxPoints } : null,
        passed: finished ? received >= (test.maxPoints * test.passPercent) / 100 : null,
      };
    });
}

/** The tasks the student still owes, soonest first: shown lessons, courses not blocked, deadline ahead. */
function deadlines(): StudentDeadlineDto[] {
  const now = Date.now();
  const courses = new Map(
    studentCourses()
      .filter((c) => !blocked(c.id))
      .map((c) => [c.id, c]),
  );
  const lessons = new Map(mockStore.learning.lessons.filter((l) => courses.has(l.courseId) && isShown(l)).map((l) => [l.id, l]));
  return mockStore.studentWork.tasks
    .filter((t) => lessons.has(t.lessonId) && new Date(t.deadline).getTime() > now)
    .map((t) => ({ task: t, answer: myAnswerTo(t.taskId) }))
    .filter(({ answer }) => !answer || answer.status === 'NOT_ACCEPTED')
    .sort((a, b) => a.task.deadline.localeCompare(b.task.deadline) || a.task.taskId - b.task.taskId)
    .map(({ task, answer }) => ({
      taskId: task.taskId,
      taskName: task.taskName,
      deadline: task.deadline,
      mark: task.mark,
      lessonId: task.lessonId,
      lessonName: lessons.get(task.lessonId)!.lessonName,
      courseId: task.courseId,
      courseName: courses.get(task.courseId)!.courseName,
      answer: answer ? { answerId: answer.answerId, status: 'NOT_ACCEPTED' as const, comment: answer.comment } : null,
    }));
}

/** Whether the bytes start as a PDF, PNG, JPEG, GIF or WebP does (the server sniffs the same way). */
async function sniff(file: File): Promise<'pdf' | 'image' | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = new TextDecoder('latin1').decode(head);
  if (ascii.startsWith('%PDF-')) return 'pdf';
  if (head[0] === 0x89 && ascii.slice(1, 4) === 'PNG') return 'image';
  if (head[0] === 0xff && head[1] === 0xd8) return 'image';
  if (ascii.startsWith('GIF8') || (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP')) return 'image';
  return null;
}

export const studentHandlers: RequestHandler[] = [
  http.get(`${API}/courses`, async ({ request }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    return pagedJson(
      request,
      studentCourses()
        .filter((c) => !blocked(c.id))
        .map(courseDto),
    );
  }),
  http.get(`${API}/courses/:id`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const course = myCourse(request, params.id);
    return 'denied' in course ? course.denied : HttpResponse.json(courseDto(course.found));
  }),
  http.get(`${API}/courses/:courseId/lessons`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const course = myCourse(request, params.courseId);
    if ('denied' in course) return course.denied;
    return pagedJson(request, courseLessons(course.found.id, { shownOnly: true }).map(lessonDto));
  }),
  http.get(`${API}/courses/:courseId/lessons/:lessonId`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const lesson = myLesson(request, params.lessonId, params.courseId);
    return 'denied' in lesson ? lesson.denied : HttpResponse.json(lessonDetail(lesson.found, { shownOnly: true }));
  }),
  http.get(`${API}/lessons/:lessonId/tasks`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const lesson = myLesson(request, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    return pagedJson(request, mockStore.studentWork.tasks.filter((t) => t.lessonId === lesson.found.id).map(taskView));
  }),
  http.get(`${API}/lessons/tasks/:taskId`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const task = myTask(request, params.taskId);
    return 'denied' in task ? task.denied : HttpResponse.json(taskView(task.found));
  }),
  http.post(`${API}/lessons/tasks/students/answers/:taskId`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const task = myTask(request, params.taskId);
    if ('denied' in task) return task.denied;
    if (myAnswerTo(task.found.taskId)) return errorResponse(request, 409, 'tasks.alreadyAnswered');
    const content = answerContent(request, await readJson(request));
    if (content instanceof Response) return content;
    const now = Date.now();
    const answer = buildStudentAnswer({
      answerId: newId(),
      taskId: task.found.taskId,
      taskName: task.found.taskName,
      lessonId: task.found.lessonId,
      courseId: task.found.courseId,
      mark: task.found.mark,
      deadline: task.found.deadline,
      status: 'WAITING',
      late: isLate(task.found.deadline, now),
      submittedAt: iso(now),
      ...content,
    });
    mockStore.studentWork.answers.push(answer);
    return messageResponse(request, 'tasks.answerSent', {}, answer);
  }),
  http.put(`${API}/lessons/tasks/students/answers/:id`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const answer = mockStore.studentWork.answers.find((a) => a.answerId === idOf(params.id));
    if (!answer) return errorResponse(request, 404, 'errors.notFound');
    const task = myTask(request, answer.taskId);
    if ('denied' in task) return task.denied;
    if (answer.status === 'ACCEPTED') return errorResponse(request, 409, 'tasks.answerAccepted');
    const content = answerContent(request, await readJson(request), answer);
    if (content instanceof Response) return content;
    const resent = answer.status === 'NOT_ACCEPTED';
    const now = Date.now();
    Object.assign(answer, content, { status: 'WAITING', late: isLate(answer.deadline, now), submittedAt: iso(now) });
    return messageResponse(request, resent ? 'tasks.answerSent' : 'tasks.answerUpdated', {}, answer);
  }),
  http.get(`${API}/lessons/tasks/students/answers/:id`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const answer = mockStore.studentWork.answers.find((a) => a.answerId === idOf(params.id));
    if (!answer) return errorResponse(request, 404, 'errors.notFound');
    const task = myTask(request, answer.taskId);
    return 'denied' in task ? task.denied : HttpResponse.json(answer);
  }),
  http.get(`${API}/lessons/:lessonId/tests`, async ({ request, params }) => {
    if (!isStudent(request)) return undefined;
    await delay();
    const lesson = myLesson(request, params.lessonId);
    if ('denied' in lesson) return lesson.denied;
    return pagedJson(request, testRows(lesson.found.id));
  }),
  http.get(`${API}/student/deadlines`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    if (who.role !== 'STUDENT') return errorResponse(request, 403, 'errors.forbidden');
    await delay();
    return pagedJson(request, deadlines());
  }),
  http.post(`${API}/static/upload`, async ({ request }) => {
    if (!isStudent(request)) return undefined;
    await delay(300);
    const pdf = new URL(request.url).searchParams.get('kind') === 'pdf';
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorResponse(request, 400, 'files.noFile', { field: 'file' });
    const max = pdf ? PDF_MAX_BYTES : IMAGE_MAX_BYTES;
    if (file.size > max) return errorResponse(request, 413, 'files.tooLarge', { params: { mb: max / 1048576 } });
    if ((await sniff(file)) !== (pdf ? 'pdf' : 'image'))
      return errorResponse(request, 415, pdf ? 'files.pdfRequired' : 'files.unsupportedImage', { field: 'file' });
    const fileId = newId();
    const link = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `/api/static/files/mock-${fileId}`;
    mockStore.studentWork.uploads.set(fileId, { name: file.name, link });
    return HttpResponse.json({ fileId, link });
  }),
];
