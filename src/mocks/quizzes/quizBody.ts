import type { QuizPresentation, QuizQuestionDto } from '../../api/quizAuthoring';
import { DEFAULT_REVIEW_OPTIONS, type ReviewOptions } from '../../api/quizReview';
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
import { bankFacts, isSlotInput, parseSlot, sameSlot, slotDto, type SlotInput } from './quizBankSlots';
import type { MessageKey } from '../../../server/i18n';

/** A test body as the server's schema and the shared authoring rules take it, and what a save keeps of the saved test. */

interface OwnParsed {
  questionId?: number;
  question: string;
  questionType: QuestionType;
  points: number;
  hasOther: boolean;
  options: Array<{ optionId?: number; option: string; isCorrect: boolean }>;
}

const isOwn = (q: OwnParsed | SlotInput): q is OwnParsed => q.questionType === 'ONE_FROM_LIST' || q.questionType === 'MANY_FROM_LIST';

/** The presentation as sent; left out keeps `fallback` (the saved test's, or the defaults on create). */
export function presentationOf(body: Record<string, unknown>, fallback?: QuizPresentation): QuizPresentation {
  const bool = (value: unknown, otherwise: boolean) => (typeof value === 'boolean' ? value : otherwise);
  return {
    shuffleQuestions: bool(body.shuffleQuestions, fallback?.shuffleQuestions ?? false),
    shuffleOptions: bool(body.shuffleOptions, fallback?.shuffleOptions ?? false),
    reviewOptions:
      body.reviewOptions && typeof body.reviewOptions === 'object'
        ? (body.reviewOptions as ReviewOptions)
        : (fallback?.reviewOptions ?? DEFAULT_REVIEW_OPTIONS),
  };
}

interface ParsedBody extends QuizWindow {
  name: string;
  messageForStudents: string;
  timeToTakeTheTest: string;
  passPercent?: number;
  isActive?: boolean;
  questions: Array<OwnParsed | SlotInput>;
}

/** The body as the server's schema and authoring rules take it, or their 400. */
export function parseBody(request: Request, body: Record<string, unknown>, courseId: number): ParsedBody | Response {
  const name = text(body.name).trim();
  if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
  const window = parseWindow(request, body);
  if (window instanceof Response) return window;
  const time = text(body.timeToTakeTheTest);
  if (!Array.isArray(body.questions))
    return errorResponse(request, 400, 'validation.fieldRequired', { field: 'questions', params: { field: 'questions' } });
  const slots = new Map<number, SlotInput>();
  for (const [i, q] of (body.questions as Array<Record<string, unknown>>).entries()) {
    if (!isSlotInput(q)) continue;
    const slot = parseSlot(request, q, i);
    if (slot instanceof Response) return slot;
    slots.set(i, slot);
  }
  const own = (body.questions as Array<Record<string, unknown>>).map((q) => ({
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
  const questions = own.map((q, i) => slots.get(i) ?? q);
  for (const [i, q] of own.entries()) {
    if (slots.has(i)) continue;
    if (!Number.isInteger(q.points) || q.points > QUIZ_MAX_QUESTION_POINTS) {
      return errorResponse(request, 400, 'validation.fieldMaximum', {
        field: `questions.${i}.points`,
        params: { field: 'points', limit: QUIZ_MAX_QUESTION_POINTS },
      });
    }
  }
  const issue = checkQuizDraft({ timeToTakeTheTest: time, questions }, bankFacts(request, courseId));
  if (issue) {
    // The slots' problems are the server's quizSlots.* messages; the own questions' quizzes.*.
    const slot = questions[(issue.question ?? 0) - 1];
    const key = (slot && !isOwn(slot) ? `quizSlots.${issue.problem}` : `quizzes.${issue.problem}`) as MessageKey;
    return errorResponse(request, 400, key, {
      field: issue.field,
      params: { question: issue.question ?? 0, option: issue.option ?? 0, ...issue.params },
    });
  }
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
export function withIds(request: Request, courseId: number, questions: ParsedBody['questions'], keepIds: boolean): QuizQuestionDto[] {
  return questions.map((q) => (isOwn(q) ? ownWithIds(q, keepIds) : slotDto(request, courseId, q, keepIds)));
}

function ownWithIds(q: OwnParsed, keepIds: boolean): QuizQuestionDto {
  return {
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
  };
}

/** Whether the draft keeps every scoring-relevant part of the saved questions (server: keepsScoring). */
export function keepsScoring(saved: QuizQuestionDto[], draft: ParsedBody['questions']): boolean {
  if (saved.length !== draft.length) return false;
  return saved.every((q, i) => {
    const d = draft[i];
    if (!isOwn(d)) return sameSlot(q, d);
    if (q.questionType !== 'ONE_FROM_LIST' && q.questionType !== 'MANY_FROM_LIST') return false;
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
