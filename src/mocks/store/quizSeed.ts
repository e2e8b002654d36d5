import type { QuizDto } from '../../api/quizAuthoring';
import type { AttemptStatus } from '../../api/quizLimits';
import type { AccommodationDto } from '../../api/quizWindow';
import type { AnswerBankQuestionDto } from '../../api/quizResults';
import { buildQuiz, buildQuizQuestion } from '../builders/quizBuilders';

/** The instructor's tests on the mock lessons, with the attempts students made. */

export interface MockAttempt {
  studentId: number;
  /** 1 when left out; a student may have several (issue 17, item 3). */
  attemptNo?: number;
  status: Exclude<AttemptStatus, 'NOT_STARTED'>;
  chosen: Record<number, number[]>;
  others: Record<number, string>;
  otherPoints: Record<number, number>;
  /** The bank questions of the student's paper, scored (issue 17); the instructor grades essays and file answers by key. */
  bank?: AnswerBankQuestionDto[];
}

export interface MockQuiz {
  test: QuizDto;
  attempts: MockAttempt[];
  /** Students' extra time and personal windows on this test (none until an instructor sets one). */
  accommodations?: AccommodationDto[];
}

const CREATED = '2026-11-01T08:00:00.000Z';

function variablesQuiz(): QuizDto {
  return buildQuiz({
    testId: 501,
    lessonId: 11,
    courseId: 1,
    name: 'Variables and types: check yourself',
    timeToTakeTheTest: '00:15:00',
    createdAt: CREATED,
    questions: [
      buildQuizQuestion({
        questionId: 601,
        question: 'Which keyword declares a variable that cannot be reassigned?',
        points: 2,
        options: [
          { optionId: 611, option: 'var', isCorrect: false },
          { optionId: 612, option: 'let', isCorrect: false },
          { optionId: 613, option: 'const', isCorrect: true },
        ],
      }),
      buildQuizQuestion({
        questionId: 602,
        question: 'Which of these are primitive types in JavaScript?',
        questionType: 'MANY_FROM_LIST',
        points: 4,
        hasOther: true,
        options: [
          { optionId: 621, option: 'string', isCorrect: true },
          { optionId: 622, option: 'object', isCorrect: false },
          { optionId: 623, option: 'boolean', isCorrect: true },
          { optionId: 624, option: 'array', isCorrect: false },
        ],
      }),
    ],
  });
}

export function seedQuizzes(): MockQuiz[] {
  const variables = variablesQuiz();
  const arrays = buildQuiz({
    testId: 503,
    lessonId: 11,
    courseId: 1,
    name: 'Массивы: разминка',
    messageForStudents: 'Пять минут, один вопрос.',
    timeToTakeTheTest: '00:05:00',
    isActive: false,
    passPercent: 60,
    createdAt: CREATED,
    questions: [
      buildQuizQuestion({
        questionId: 631,
        question: 'Какой метод добавляет элемент в конец массива?',
        points: 1,
        options: [
          { optionId: 641, option: 'push', isCorrect: true },
          { optionId: 642, option: 'shift', isCorrect: false },
        ],
      }),
    ],
  });
  const functions = buildQuiz({
    testId: 502,
    lessonId: 12,
    courseId: 1,
    name: 'Functions and scope',
    messageForStudents: 'Read each question carefully: the second one may have several right answers.',
    timeToTakeTheTest: '01:30:00',
    createdAt: CREATED,
    questions: [
      buildQuizQuestion({
        questionId: 651,
        question: 'What does a function without a return statement return?',
        options: [
          { optionId: 661, option: 'null', isCorrect: false },
          { optionId: 662, option: 'undefined', isCorrect: true },
        ],
      }),
    ],
  });
  return [
    {
      test: variables,
      attempts: [
        { studentId: 1, status: 'SUBMITTED', chosen: { 601: [613], 602: [621, 623] }, others: {}, otherPoints: {} },
        { studentId: 4, status: 'SUBMITTED', chosen: { 601: [611], 602: [621] }, others: { 602: 'symbol' }, otherPoints: {} },
        { studentId: 2, status: 'TIME_UP', chosen: { 601: [613] }, others: {}, otherPoints: {} },
      ],
    },
    { test: arrays, attempts: [] },
    { test: functions, attempts: [] },
  ];
}
