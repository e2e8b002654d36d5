import type { QuizQuestionDto } from '../../api/quizAuthoring';
import { checkQuizDraft } from '../../api/quizDraftRules';
import {
  QUESTION_TYPES,
  QUIZ_MAX_QUESTION_POINTS,
  QUIZ_TIME_MAX_SECONDS,
  QUIZ_TIME_MIN_SECONDS,
  type QuestionType,
} from '../../api/quizLimits';
import { parseQuizTime } from '../../api/quizTime';
import type { QuizWindow } from '../../api/quizWindow';
import { errorResponse, text } from '../mockHttp';
import { newId } from '../store/schoolViews';
import { parseWindow } from './quizWindows';

/** A test body as the server's schema and the shared authoring rules take it, and what a save keeps of the saved test. */

interface ParsedBody extends QuizWindow {
  name: string;
  messageForStudents: string;
  timeToTakeTheTest: string;
  passPercent?: number;
  isActive?: boolean;
  questions: Array<{
    questionId?: number;
    question: string;
    questionType: QuestionType;
    points: number;
    hasOther: boolean;
    options: Array<{ optionId?: number; option: string; isCorrect: boolean }>;
  }>;
}

/** The body as the server's schema and authoring rules take it, or their 400. */
export function parseBody(request: Request, body: Record<string, unknown>): ParsedBody | Response {
  const name = text(body.name).trim();
  if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
  const window = parseWindow(request, body);
  if (window instanceof Response) return window;
  const time = text(body.timeToTakeTheTest);
  if (!Array.isArray(body.questions))
    return errorResponse(request, 400, 'validation.fieldRequired', { field: 'questions', params: { field: 'questions' } });
  const questions = (body.questions as Array<Record<string, unknown>>).map((q) => ({
    ...(typeof q.questionId === 'number' ? { questionId: q.questionId } : {}),
    question: text(q.question),
    questionType: (QUESTION_TYPES as readonly string[]).includes(String(q.questionType))
      ? (q.questionType as QuestionType)
      : 'ONE_FROM_LIST',
    points: Number(q.points),
    hasOther: q.hasOther === true,
    options: (Array.isArray(q.options) ? (q.options as Array<Record<string, unknown>>) : []).map((o) => ({
      ...(typeof o.optionId === 'number' ? { optionId: o.optionId } : {}),
      option: text(o.option),
      isCorrect: o.isCorrect === true,
    })),
  }));
  for (const [i, q] of questions.entries()) {
    if (!Number.isInteger(q.points) || q.points > QUIZ_MAX_QUESTION_POINTS) {
      return errorResponse(request, 400, 'validation.fieldMaximum', {
        field: `questions.${i}.points`,
        params: { field: 'points', limit: QUIZ_MAX_QUESTION_POINTS },
      });
    }
  }
  const issue = checkQuizDraft({ timeToTakeTheTest: time, questions });
  if (issue)
    return errorResponse(request, 400, `quizzes.${issue.problem}`, {
      field: issue.field,
      params: { question: issue.question ?? 0, option: issue.option ?? 0 },
    });
  const seconds = parseQuizTime(time) ?? 0;
  if (seconds < QUIZ_TIME_MIN_SECONDS || seconds > QUIZ_TIME_MAX_SECONDS)
    return errorResponse(request, 400, 'quizzes.timeInvalid', { field: 'timeToTakeTheTest' });
  const passPercent = body.passPercent === undefined ? undefined : Number(body.passPercent);
  if (passPercent !== undefined && (!Number.isInteger(passPercent) || passPercent < 0 || passPercent > 100)) {
    return errorResponse(request, 400, 'validation.fieldMaximum', { field: 'passPercent', params: { field: 'passPercent', limit: 100 } });
  }
  return {
    name,
    messageForStudents: text(body.messageForStudents).trim(),
    timeToTakeTheTest: time,
    passPercent,
    isActive: typeof body.isActive === 'boolean' ? body.isActive : undefined,
    ...window,
    questions,
  };
}

/** Questions with ids: new ones get fresh ids, as the server's insert does. */
export function withIds(questions: ParsedBody['questions'], keepIds: boolean): QuizQuestionDto[] {
  return questions.map((q) => ({
    questionId: keepIds && q.questionId ? q.questionId : newId(),
    question: q.question.trim(),
    questionType: q.questionType,
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({
      optionId: keepIds && o.optionId ? o.optionId : newId(),
      option: o.option.trim(),
      isCorrect: o.isCorrect,
    })),
  }));
}

/** Whether the draft keeps every scoring-relevant part of the saved questions (server: keepsScoring). */
export function keepsScoring(saved: QuizQuestionDto[], draft: ParsedBody['questions']): boolean {
  if (saved.length !== draft.length) return false;
  return saved.every((q, i) => {
    const d = draft[i];
    return (
      d.questionId === q.questionId &&
      d.questionType === q.questionType &&
      d.points === q.points &&
      d.hasOther === q.hasOther &&
      d.options.length === q.options.length &&
      q.options.every((o, j) => d.options[j].optionId === o.optionId && d.options[j].isCorrect === o.isCorrect)
    );
  });
}
