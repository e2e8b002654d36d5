import { delay, http, type RequestHandler } from 'msw';
import { EXAM_MARK_MAX, EXAM_NAME_MAX } from '../../api/ratings';
import { buildExam } from '../builders/ratingBuilders';
import { API_PATTERN, errorResponse, idOf, isCalendarDate, messageResponse, readJson, text } from '../mockHttp';
import { courseStudents } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { ownExam, readableCourse } from './ratingAccess';

/** A course's exams: create, delete, and a student's mark given or removed. */

const API = API_PATTERN;

export const examHandlers: RequestHandler[] = [
  http.post(`${API}/exam/create/:courseId`, async ({ request, params }) => {
    await delay();
    const course = readableCourse(request, params.courseId, ['INSTRUCTOR']);
    if ('denied' in course) return course.denied;
    const body = await readJson(request);
    const name = text(body.name).trim();
    if (!name || name.length > EXAM_NAME_MAX)
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
    const date = text(body.date);
    if (!isCalendarDate(date)) return errorResponse(request, 400, 'validation.fieldPattern', { field: 'date', params: { field: 'date' } });
    const exam = buildExam({ examId: ++mockStore.ratings.nextId, courseId: course.found.id, name, date });
    mockStore.ratings.exams.push(exam);
    return messageResponse(request, 'ratings.examCreated', undefined, exam);
  }),

  http.delete(`${API}/exam/delete/:examId`, async ({ request, params }) => {
    await delay();
    const exam = ownExam(request, params.examId);
    if ('denied' in exam) return exam.denied;
    const ratings = mockStore.ratings;
    ratings.exams = ratings.exams.filter((e) => e.examId !== exam.found.examId);
    ratings.marks.delete(exam.found.examId);
    return messageResponse(request, 'ratings.examDeleted');
  }),

  http.put(`${API}/exam/:examId/give/mark/:studentId`, async ({ request, params }) => {
    await delay();
    const exam = ownExam(request, params.examId);
    if ('denied' in exam) return exam.denied;
    const body = await readJson(request);
    const mark = body.mark;
    if (mark !== null && !(typeof mark === 'number' && Number.isInteger(mark) && mark >= 0 && mark <= EXAM_MARK_MAX)) {
      return errorResponse(request, 400, 'validation.fieldMaximum', { field: 'mark', params: { field: 'mark', limit: EXAM_MARK_MAX } });
    }
    const studentId = idOf(params.studentId);
    if (!courseStudents(exam.found.courseId).some((s) => s.studentId === studentId)) {
      return errorResponse(request, 400, 'ratings.notCourseStudent', { field: 'studentId', params: { id: studentId } });
    }
    const marks = mockStore.ratings.marks.get(exam.found.examId) ?? new Map<number, number>();
    mockStore.ratings.marks.set(exam.found.examId, marks);
    if (mark === null) marks.delete(studentId);
    else marks.set(studentId, mark);
    return messageResponse(request, mark === null ? 'ratings.markRemoved' : 'ratings.markGiven', undefined, {
      examId: exam.found.examId,
      studentId,
      mark,
    });
  }),
];
