import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import type { FileUploadResponse } from '../../src/api/types.js';
import type { CalendarFeedDto } from '../../src/api/events.js';
import { apiClient, call, login } from './helpers.js';
import { loginUser } from './learningFixtures.js';
import { PDF, PNG, multipart, workbook } from './uploadFixtures.js';
import { confirmSignUp } from './signUpConfirm.js';

/*
 * The two schools of the isolation matrix (tests/server/isolation.test.ts).
 *
 * School B is built through the API as its own people would build it, so every kind of
 * school-owned row exists for it: groups, a course with an image, instructors and students,
 * a course block, an announcement, events (draft and published), lessons with a video, a
 * link, a presentation (PDF), a task with a student's answer (with a file) that was reviewed, a
 * test with a finished attempt, an exam with a mark, a rating distribution, a trashed record,
 * notifications, a calendar feed and settings. Every text B writes carries SECRET, so a leak of
 * any of it shows up as the marker in a response; B's file keys are collected for the same
 * reason. School A is the demo school, called with its own accounts and ids.
 */

/** Written into every text of school B (names, descriptions, emails, file names, answers). */
export const SECRET = 'bsecret7q';

export interface SchoolB {
  schoolId: number;
  domain: string;
  tokens: { admin: string; instructor: string; student: string };
  adminId: number;
  instructorId: number;
  studentId: number;
  /** A second student of B, blocked on the course, with no password. */
  otherStudentId: number;
  groupId: number;
  trashedGroupId: number;
  courseId: number;
  lessonId: number;
  trashedLessonId: number;
  videoId: number;
  linkId: number;
  presentationId: number;
  taskId: number;
  answerId: number;
  testId: number;
  questionId: number;
  optionId: number;
  /** A category of the course's question bank and a question in it. */
  bankCategoryId: number;
  bankQuestionId: number;
  examId: number;
  announcementId: number;
  eventId: number;
  draftEventId: number;
  trashId: number;
  notificationId: number;
  /** Uploads of B: an image and a PDF (by the admin and instructor), the student's answer file. */
  imageFile: FileUploadResponse;
  pdfFile: FileUploadResponse;
  answerFile: FileUploadResponse;
  /** The raw token of B's student's calendar feed. */
  feedToken: string;
  /** The storage keys of B's files but the logo (public on B's login page): none may appear in anything A reads. */
  fileKeys: string[];
  emails: string[];
}

export interface SchoolA {
  schoolId: number;
  tokens: { admin: string; instructor: string; student: string };
  instructorId: number;
  studentId: number;
  groupId: number;
  /** A course the demo instructor teaches and the demo student takes. */
  courseId: number;
  lessonId: number;
  testId: number;
  taskId: number;
  examId: number;
  imageFileId: number;
  /** The demo school's plan. */
  tariffId: number;
}

async function upload(app: FastifyInstance, token: string, data: Buffer, name: string, kind: 'image' | 'pdf'): Promise<FileUploadResponse> {
  const body = multipart(data, name, kind === 'pdf' ? 'application/pdf' : 'image/png');
  const res = await call(app, {
    method: 'POST',
    url: `/api/static/upload?kind=${kind}`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<FileUploadResponse>();
}

const keyOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

export async function buildSchoolB(app: FastifyInstance, db: Db, now: Date): Promise<SchoolB> {
  const { api, ok } = apiClient(() => app);
  const S = SECRET;
  const tariffs = (await ok<{ objects: Array<{ id: number; code: string }> }>('GET', 'tariffs')).objects;
  // The domain and name are public on B's own login page (GET /api/schools/branding), so they
  // carry no marker; nor does the logo, uploaded for that page alone.
  const domain = `birch-${Math.random().toString(36).slice(2, 8)}`;
  const adminEmail = `${S}.admin@b-school.test`;
  const signedUp = await api('POST', 'schools/sign-up', {
    domain,
    name: 'Birch School',
    description: `Description ${S}`,
    timezone: 'Asia/Tokyo',
    tariffId: tariffs.find((p) => p.code === 'pro')!.id,
    themeColor: '#2B8A3E',
    acceptTerms: true,
    firstName: `Bella${S}`,
    lastName: `Birch${S}`,
    email: adminEmail,
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  // Sign-up answers 202: the school waits for its admin to confirm the email.
  if (signedUp.statusCode !== 202) throw new Error(`sign-up answered ${signedUp.statusCode}: ${signedUp.body}`);
  // The new admin logs in through the emailed confirmation link, as a real one would.
  const admin = (await confirmSignUp(app, db, adminEmail)).token;
  const school = await db.selectFrom('schools').select('id').where('domain', '=', domain).executeTakeFirstOrThrow();

  const logo = await upload(app, admin, PNG, 'logo.png', 'image');
  await ok(
    'PUT',
    'schools/settings',
    {
      name: 'Birch School',
      description: `Description ${S}`,
      timezone: 'Asia/Tokyo',
      themeColor: '#2B8A3E',
      logoId: logo.fileId,
    },
    { token: admin },
  );
  const imageFile = await upload(app, admin, PNG, `${S}-cover.png`, 'image');

  const group = await ok<{ id: number }>(
    'POST',
    'groups',
    {
      groupName: `Group ${S}`,
      description: `About ${S}`,
      imageId: imageFile.fileId,
    },
    { token: admin },
  );
  const trashedGroup = await ok<{ id: number }>('POST', 'groups', { groupName: `Old group ${S}` }, { token: admin });
  const course = await ok<{ id: number }>(
    'POST',
    'courses',
    {
      courseName: `Course ${S}`,
      description: `About ${S}`,
      imageId: imageFile.fileId,
    },
    { token: admin },
  );
  const instructor = await ok<{ teacherId: number }>(
    'POST',
    'instructors',
    {
      name: `Ilya${S}`,
      lastName: `Birch${S}`,
      email: `${S}.instructor@b-school.test`,
      phoneNumber: '+7 900 000-00-01',
      specialization: `Teaching ${S}`,
    },
    { token: admin },
  );
  const student = await ok<{ studentId: number }>(
    'POST',
    'students',
    {
      name: `Sasha${S}`,
      lastname: `Birch${S}`,
      email: `${S}.student@b-school.test`,
      phoneNumber: '+7 900 000-00-02',
      studyFormat: 'ONLINE',
      groupId: group.id,
    },
    { token: admin },
  );
  const otherStudent = await ok<{ studentId: number }>(
    'POST',
    'students',
    {
      name: `Olga${S}`,
      lastname: `Birch${S}`,
      email: `${S}.other@b-school.test`,
      studyFormat: 'OFFLINE',
      groupId: group.id,
    },
    { token: admin },
  );
  // An import, so B has rows the import writes too.
  const sheet = await workbook([
    ['Name', 'Lastname', 'Email', 'Phone', 'Study format'],
    [`Ivan${S}`, `Imported${S}`, `${S}.imported@b-school.test`, 79000000001, 'ONLINE'],
  ]);
  const imported = multipart(sheet, `${S}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const importRes = await call(app, {
    method: 'POST',
    url: `/api/students/import/${group.id}`,
    token: admin,
    payload: imported.payload,
    headers: imported.headers,
  });
  if (importRes.statusCode !== 200) throw new Error(`import answered ${importRes.statusCode}: ${importRes.body}`);

  await ok('PUT', `courses/${course.id}/assignee?instructorsIds=${instructor.teacherId}`, undefined, { token: admin });
  await ok('POST', `courses/${course.id}/groups/${group.id}`, undefined, { token: admin });
  await ok('PUT', `courses/${course.id}/students/${otherStudent.studentId}/block`, undefined, { token: admin });
  const announcement = await ok<{ id: number }>(
    'POST',
    'announcements',
    { text: `Announcement ${S}`, groupId: group.id },
    { token: admin },
  );
  const eventBody = (title: string, offsetDays: number) => ({
    eventType: 'EVENT',
    title,
    description: `About ${S}`,
    start: iso(now.getTime() + offsetDays * DAY),
    end: iso(now.getTime() + offsetDays * DAY + 3_600_000),
    allDay: false,
    groupIds: [group.id],
    place: `Room ${S}`,
  });
  const event = await ok<{ id: number }>('POST', 'events/', eventBody(`Event ${S}`, 2), { token: admin });
  await ok('PUT', `events/publish/${event.id}`, undefined, { token: admin });
  const draftEvent = await ok<{ id: number }>('POST', 'events/', eventBody(`Draft ${S}`, 3), { token: admin });
  await ok('DELETE', `groups/${trashedGroup.id}`, undefined, { token: admin });

  const instructorToken = await loginUser(app, db, instructor.teacherId);
  const studentToken = await loginUser(app, db, student.studentId);
  const lesson = await ok<{ id: number }>(
    'POST',
    `courses/${course.id}/lessons`,
    {
      lessonName: `Lesson ${S}`,
      showDate: iso(now.getTime() - DAY),
    },
    { token: instructorToken },
  );
  const trashedLesson = await ok<{ id: number }>(
    'POST',
    `courses/${course.id}/lessons`,
    {
      lessonName: `Old lesson ${S}`,
      showDate: iso(now.getTime() - DAY),
    },
    { token: instructorToken },
  );
  await ok('DELETE', `courses/${course.id}/lessons/${trashedLesson.id}`, undefined, { token: instructorToken });
  const video = await ok<{ id: number }>(
    'POST',
    `lessons/${lesson.id}/videos`,
    {
      videoName: `Video ${S}`,
      description: `About ${S}`,
      link: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&${S}`,
    },
    { token: instructorToken },
  );
  const link = await ok<{ id: number }>(
    'POST',
    `lessons/${lesson.id}/links`,
    {
      text: `Link ${S}`,
      link: `https://example.com/${S}`,
    },
    { token: instructorToken },
  );
  const pdfFile = await upload(app, instructorToken, PDF, `${S}-slides.pdf`, 'pdf');
  const presentation = await ok<{ presentationId: number }>(
    'POST',
    `lessons/${lesson.id}/presentations`,
    {
      name: `Slides ${S}`,
      description: `About ${S}`,
      fileId: pdfFile.fileId,
    },
    { token: instructorToken },
  );
  const task = await ok<{ taskId: number }>(
    'POST',
    `lessons/${lesson.id}/tasks`,
    {
      taskName: `Task ${S}`,
      description: `Do ${S}`,
      deadline: iso(now.getTime() + 5 * DAY),
      mark: 10,
    },
    { token: instructorToken },
  );
  const taskId = task.taskId;
  // A second task B's student has not answered: it stands in their deadlines.
  await ok(
    'POST',
    `lessons/${lesson.id}/tasks`,
    {
      taskName: `Open task ${S}`,
      deadline: iso(now.getTime() + 3 * DAY),
      mark: 5,
    },
    { token: instructorToken },
  );
  const test = await ok<{ testId: number }>(
    'POST',
    `lessons/tests/${lesson.id}`,
    {
      name: `Test ${S}`,
      messageForStudents: `Good luck ${S}`,
      timeToTakeTheTest: '00:10:00',
      questions: [
        {
          question: `Question ${S}`,
          questionType: 'ONE_FROM_LIST',
          points: 5,
          hasOther: true,
          options: [
            { option: `Right ${S}`, isCorrect: true },
            { option: `Wrong ${S}`, isCorrect: false },
          ],
        },
      ],
    },
    { token: instructorToken },
  );
  const testId = test.testId;
  await ok('POST', `lessons/tests/${testId}/publish`, undefined, { token: instructorToken });
  const structure = await ok<{ questions: Array<{ questionId: number; options: Array<{ optionId: number; isCorrect: boolean }> }> }>(
    'GET',
    `lessons/tests/${testId}`,
    undefined,
    { token: instructorToken },
  );
  const question = structure.questions[0]!;
  const right = question.options.find((o) => o.isCorrect)!;
  const exam = await ok<{ examId: number }>(
    'POST',
    `exam/create/${course.id}`,
    {
      name: `Exam ${S}`,
      date: iso(now.getTime()).slice(0, 10),
    },
    { token: instructorToken },
  );
  await ok('PUT', `exam/${exam.examId}/give/mark/${student.studentId}`, { mark: 77 }, { token: instructorToken });
  await ok('POST', `courses/${course.id}/rating/distribution`, { tasks: 40, tests: 30, exams: 30 }, { token: instructorToken });

  // A deadline extension of B's student: a row of task_extensions for the snapshot.
  await ok(
    'PUT',
    `lessons/tasks/${taskId}/extensions/${student.studentId}`,
    { deadline: iso(now.getTime() + 6 * DAY) },
    { token: instructorToken },
  );
  const answerFile = await upload(app, studentToken, PNG, `${S}-answer.png`, 'image');
  const answer = await ok<{ answerId: number }>(
    'POST',
    `lessons/tasks/students/answers/${taskId}`,
    {
      text: `My answer ${S}`,
      files: [answerFile.fileId],
      links: [`https://github.com/${S}`],
    },
    { token: studentToken },
  );
  await ok(
    'POST',
    `lessons/tasks/answers/${answer.answerId}`,
    {
      status: 'APPROVE',
      points: 9,
      comment: `Well done ${S}`,
    },
    { token: instructorToken },
  );
  await ok('POST', `lessons/students/tests/${testId}/start`, undefined, { token: studentToken });
  await ok(
    'PUT',
    `lessons/students/tests/${testId}/answers`,
    {
      answers: { [question.questionId]: [right.optionId] },
    },
    { token: studentToken },
  );
  // The saved pick is replaced by a free-text 'Other' answer, which the instructor grades.
  await ok(
    'POST',
    'lessons/students/tests/pass',
    {
      testId,
      answers: { [question.questionId]: [] },
      others: { [question.questionId]: `Other ${S}` },
    },
    { token: studentToken },
  );
  await ok(
    'PUT',
    `lessons/tests/${testId}/answers/${student.studentId}/other`,
    {
      questionId: question.questionId,
      points: 3,
    },
    { token: instructorToken },
  );
  // After the start, so B's attempt keeps the plain limit: a row of test_accommodations for the snapshot.
  await ok('PUT', `lessons/tests/${testId}/accommodations/${student.studentId}`, { extraTimePercent: 50 }, { token: instructorToken });
  // The course's question bank: a category and a question, through the import.
  const gift = `$CATEGORY: Bank ${S}\n\n::Bank question ${S}::Which one, ${S}?{=right ${S} ~wrong ${S}}\n`;
  const bankImport = await call(app, {
    method: 'POST',
    url: `/api/courses/${course.id}/question-bank/import?format=gift&dryRun=false`,
    token: instructorToken,
    ...multipart(Buffer.from(gift), `${S}.txt`, 'text/plain'),
  });
  if (bankImport.json<{ imported: number }>().imported !== 1) throw new Error(`B's bank import answered ${bankImport.body}`);
  const bankQuestion = (
    await ok<{ objects: Array<{ questionId: number; categoryId: number }> }>(
      'GET',
      `courses/${course.id}/question-bank/questions`,
      undefined,
      { token: instructorToken },
    )
  ).objects[0]!;
  await ok('PUT', `notifications/settings`, { webNotificationEnabled: true, emailNotificationEnabled: false }, { token: studentToken });
  const feed = await ok<CalendarFeedDto>('POST', 'calendar/feed/rotate', undefined, { token: studentToken });
  await ok('POST', 'calendar/feed/rotate', undefined, { token: admin });

  const trash = await ok<{ objects: Array<{ trashId: number }> }>('GET', 'trash', undefined, { token: admin });
  const notifications = await ok<{ objects: Array<{ id: number }> }>('GET', 'notifications', undefined, { token: studentToken });
  if (!notifications.objects.length) throw new Error("B's student has no notification to aim at");
  const emails = (await db.selectFrom('users').select('email').where('school_id', '=', school.id).execute()).map((u) => u.email);
  const keys = (
    await db.selectFrom('files').select('storage_key').where('school_id', '=', school.id).where('id', '!=', logo.fileId).execute()
  ).map((f) => f.storage_key);
  return {
    schoolId: school.id,
    domain,
    tokens: { admin, instructor: instructorToken, student: studentToken },
    adminId: (await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()).id,
    instructorId: instructor.teacherId,
    studentId: student.studentId,
    otherStudentId: otherStudent.studentId,
    groupId: group.id,
    trashedGroupId: trashedGroup.id,
    courseId: course.id,
    lessonId: lesson.id,
    trashedLessonId: trashedLesson.id,
    videoId: video.id,
    linkId: link.id,
    presentationId: presentation.presentationId,
    taskId,
    answerId: answer.answerId,
    testId,
    questionId: question.questionId,
    optionId: right.optionId,
    bankCategoryId: bankQuestion.categoryId,
    bankQuestionId: bankQuestion.questionId,
    examId: exam.examId,
    announcementId: announcement.id,
    eventId: event.id,
    draftEventId: draftEvent.id,
    trashId: trash.objects[0]!.trashId,
    notificationId: notifications.objects[0]!.id,
    imageFile,
    pdfFile,
    answerFile,
    feedToken: keyOf(feed.url!).replace(/\.ics$/, ''),
    fileKeys: keys,
    emails,
  };
}

/** The demo school's accounts and a course its instructor teaches and its student takes. */
export async function schoolA(app: FastifyInstance, db: Db): Promise<SchoolA> {
  const school = await db.selectFrom('schools').select(['id', 'tariff_id']).where('domain', '=', 'demo').executeTakeFirstOrThrow();
  const person = (email: string) => db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const instructor = await person('instructor@demo.test');
  const student = await person('student@demo.test');
  const profile = await db.selectFrom('student_profiles').select('group_id').where('user_id', '=', student.id).executeTakeFirstOrThrow();
  const course = await db
    .selectFrom('course_instructors as ci')
    .innerJoin('course_groups as cg', 'cg.course_id', 'ci.course_id')
    .select('ci.course_id')
    .where('ci.instructor_id', '=', instructor.id)
    .where('cg.group_id', '=', profile.group_id!)
    .orderBy('ci.course_id')
    .executeTakeFirstOrThrow();
  const lesson = await db
    .selectFrom('lessons as l')
    .innerJoin('tests as t', 't.lesson_id', 'l.id')
    .innerJoin('tasks as k', 'k.lesson_id', 'l.id')
    .select(['l.id', 't.id as testId', 'k.id as taskId'])
    .where('l.course_id', '=', course.course_id)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.position')
    .executeTakeFirstOrThrow();
  const exam = await db.selectFrom('exams').select('id').where('course_id', '=', course.course_id).orderBy('id').executeTakeFirstOrThrow();
  const image = await db.selectFrom('files').select('id').where('school_id', '=', school.id).orderBy('id').executeTakeFirst();
  return {
    schoolId: school.id,
    tokens: {
      admin: await login(app, 'admin@demo.test'),
      instructor: await login(app, 'instructor@demo.test'),
      student: await login(app, 'student@demo.test'),
    },
    instructorId: instructor.id,
    studentId: student.id,
    groupId: profile.group_id!,
    courseId: course.course_id,
    lessonId: lesson.id,
    testId: lesson.testId,
    taskId: lesson.taskId,
    examId: exam.id,
    imageFileId: image?.id ?? 0,
    tariffId: school.tariff_id,
  };
}
