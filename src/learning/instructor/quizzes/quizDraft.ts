import type { QuizDto, QuizInput, QuizOwnQuestionDto, QuizOwnQuestionInput, QuizPresentation } from '../../../api/quizAuthoring';
import { DEFAULT_REVIEW_OPTIONS } from '../../../api/quizReview';
import { checkQuizDraft, type QuizDraftIssue } from '../../../api/quizDraftRules';
import { QUIZ_MAX_QUESTION_POINTS, QUIZ_MIN_OPTIONS, QUIZ_PASS_PERCENT_DEFAULT, type QuestionType } from '../../../api/quizLimits';
import { padTwo, timeFromParts, timeParts } from '../../shared/quizzes/quizFormat';
import { windowDraftOf, windowInput, windowProblems, type WindowDraft } from './window/windowRules';
import type { FieldProblem } from './fieldProblem';
import { isSlotDraft, isSlotDto, slotDraftOf, slotInput, slotProblems, type SlotDraft } from './bankSlots/slotDraft';
import { attemptsDraftOf, attemptsInput, attemptsProblems, type AttemptsDraft } from './QuizEditorDialog/attemptsDraft';

/*
 * The question editor's form: a test as it is typed (numbers as the texts of their inputs,
 * stable keys for lists that reorder), its conversion to and from the API's shapes, and the
 * problems the authoring rules of src/api/tests.ts find, each under the field it is about. Field
 * paths are the server's (questions[1].options[0].option), so its 400s land on the same fields.
 */

export interface OptionDraft {
  key: string;
  optionId?: number;
  option: string;
  isCorrect: boolean;
}

export interface QuestionDraft {
  key: string;
  questionId?: number;
  question: string;
  questionType: QuestionType;
  points: string;
  hasOther: boolean;
  options: OptionDraft[];
}

/** A place in the test: its own question or a slot of the course bank. */
export type ItemDraft = QuestionDraft | SlotDraft;

export interface QuizDraft extends WindowDraft, QuizPresentation, AttemptsDraft {
  name: string;
  hours: string;
  minutes: string;
  messageForStudents: string;
  passPercent: string;
  questions: ItemDraft[];
}

export type DraftErrors = Record<string, FieldProblem>;

let keySeq = 0;
export const newKey = (prefix: string) => `${prefix}${++keySeq}`;

export const newOption = (option = '', isCorrect = false): OptionDraft => ({ key: newKey('o'), option, isCorrect });

export function newQuestion(questionType: QuestionType = 'ONE_FROM_LIST'): QuestionDraft {
  return {
    key: newKey('q'),
    question: '',
    questionType,
    points: '1',
    hasOther: false,
    options: Array.from({ length: QUIZ_MIN_OPTIONS }, () => newOption()),
  };
}

/** What a new test presents: no shuffling, the score at once and everything after the close. */
const PRESENTATION_DEFAULTS: QuizPresentation = { shuffleQuestions: false, shuffleOptions: false, reviewOptions: DEFAULT_REVIEW_OPTIONS };

/** The saved presentation, the defaults for what a server not yet answering it leaves out. */
const presentationOf = (test: Partial<QuizPresentation>): QuizPresentation => ({
  shuffleQuestions: test.shuffleQuestions ?? false,
  shuffleOptions: test.shuffleOptions ?? false,
  reviewOptions: test.reviewOptions ?? DEFAULT_REVIEW_OPTIONS,
});

const ownDraftOf = (q: QuizOwnQuestionDto): QuestionDraft => ({
  key: newKey('q'),
  questionId: q.questionId,
  question: q.question,
  questionType: q.questionType,
  points: String(q.points),
  hasOther: q.hasOther,
  options: q.options.map((o) => ({ key: newKey('o'), optionId: o.optionId, option: o.option, isCorrect: o.isCorrect })),
});

/** A new test: 30 minutes, pass mark 50 %, one empty one-from-list question. */
export function newDraft(): QuizDraft {
  return {
    name: '',
    hours: '00',
    minutes: '30',
    messageForStudents: '',
    passPercent: String(QUIZ_PASS_PERCENT_DEFAULT),
    opensAt: '',
    closesAt: '',
    ...PRESENTATION_DEFAULTS,
    ...attemptsDraftOf({}),
    questions: [newQuestion()],
  };
}

export function draftOfQuiz(test: QuizDto): QuizDraft {
  const { hours, minutes } = timeParts(test.timeToTakeTheTest);
  return {
    name: test.name,
    hours,
    minutes,
    messageForStudents: test.messageForStudents ?? '',
    passPercent: String(test.passPercent),
    ...windowDraftOf(test),
    ...presentationOf(test),
    ...attemptsDraftOf(test),
    questions: test.questions.map((q) => (isSlotDto(q) ? slotDraftOf(q) : ownDraftOf(q))),
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function questionInput(q: QuestionDraft): QuizOwnQuestionInput {
  return {
    ...(q.questionId ? { questionId: q.questionId } : {}),
    question: q.question,
    questionType: q.questionType,
    points: toNumber(q.points),
    hasOther: q.hasOther,
    options: q.options.map((o) => ({ ...(o.optionId ? { optionId: o.optionId } : {}), option: o.option, isCorrect: o.isCorrect })),
  };
}

/** The body of POST /lessons/tests/{lessonId} or PUT /lessons/tests/{testId}. */
export function inputOfDraft(draft: QuizDraft): QuizInput {
  return {
    name: draft.name.trim(),
    messageForStudents: draft.messageForStudents.trim(),
    timeToTakeTheTest: timeFromParts(draft.hours, draft.minutes) ?? `${padTwo(draft.hours || '0')}:${padTwo(draft.minutes || '0')}:00`,
    passPercent: toNumber(draft.passPercent),
    ...windowInput(draft),
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    reviewOptions: draft.reviewOptions,
    ...attemptsInput(draft),
    questions: draft.questions.map((q) => (isSlotDraft(q) ? slotInput(q) : questionInput(q))),
  };
}

/** A saved test sent back as it is (its window too: a PUT without one clears it), but for what `changes` gives (e.g. a new time). */
export function inputOfQuiz(test: QuizDto, changes: Partial<QuizInput> = {}): QuizInput {
  return {
    name: test.name,
    messageForStudents: test.messageForStudents ?? '',
    timeToTakeTheTest: test.timeToTakeTheTest,
    passPercent: test.passPercent,
    opensAt: test.opensAt,
    closesAt: test.closesAt,
    ...presentationOf(test),
    questions: test.questions.map((q) =>
      isSlotDto(q)
        ? slotInput(slotDraftOf(q))
        : {
            questionId: q.questionId,
            question: q.question,
            questionType: q.questionType,
            points: q.points,
            hasOther: q.hasOther,
            options: q.options.map((o) => ({ optionId: o.optionId, option: o.option, isCorrect: o.isCorrect })),
          },
    ),
    ...changes,
  };
}

/** Field paths as the server writes them: ajv's 'questions.0.points' as 'questions[0].points'. */
export function normalizeField(field: string): string {
  return field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

const FIXED = 'x';

/**
 * Every problem of one question by the shared rules: checkQuizDraft answers the first, so each
 * found one is set right in a copy and the question checked again, until none is left or the
 * problem is about the options as a whole.
 */
function questionIssues(question: QuizOwnQuestionInput, index: number): QuizDraftIssue[] {
  const issues: QuizDraftIssue[] = [];
  let copy: QuizOwnQuestionInput = { ...question, options: question.options.map((o) => ({ ...o })) };
  for (let round = 0; round < 2 + question.options.length; round++) {
    const issue = checkQuizDraft({ timeToTakeTheTest: '00:01:00', questions: [copy] });
    if (!issue) break;
    const field = issue.field.replace(/^questions\[0\]/, `questions[${index}]`);
    issues.push({ ...issue, field, question: index + 1 });
    if (issue.problem === 'questionTextRequired') copy = { ...copy, question: FIXED };
    else if (issue.problem === 'pointsNotPositive') copy = { ...copy, points: 1 };
    else if (issue.problem === 'optionTextRequired' && issue.option) {
      const at = issue.option - 1;
      copy = { ...copy, options: copy.options.map((o, i) => (i === at ? { ...o, option: FIXED } : o)) };
    } else break;
  }
  return issues;
}

/**
 * What stops the draft from being saved, by field: the shared authoring rules (time, questions,
 * options, correct marks, points) plus what the server's schema asks (a name, whole points up
 * to 1000, a pass mark from 0 to 100).
 */
export function draftErrors(draft: QuizDraft): DraftErrors {
  const errors: DraftErrors = {};
  const input = inputOfDraft(draft);
  if (!input.name) errors.name = { key: 'quizzes.editor.nameRequired' };
  if (!timeFromParts(draft.hours, draft.minutes)) errors.timeToTakeTheTest = { key: 'quizzes.timeInvalid' };
  const pass = input.passPercent ?? Number.NaN;
  if (!Number.isInteger(pass) || pass < 0 || pass > 100) errors.passPercent = { key: 'quizzes.editor.passPercentInvalid' };
  for (const [field, key] of Object.entries(windowProblems(draft))) errors[field] = { key };
  Object.assign(errors, attemptsProblems(draft));
  // The rules' own 'no questions' (asked of an empty list only: slots are the form's to check below).
  if (!draft.questions.length && checkQuizDraft({ timeToTakeTheTest: '00:01:00', questions: [] })?.problem === 'noQuestions')
    errors.questions = { key: 'quizzes.noQuestions' };
  draft.questions.forEach((item, index) => {
    if (isSlotDraft(item)) {
      Object.assign(errors, slotProblems(item, index));
      return;
    }
    const question = questionInput(item);
    for (const issue of questionIssues(question, index)) {
      errors[issue.field] ??= { key: `quizzes.${issue.problem}`, params: { question: issue.question, option: issue.option } };
    }
    const pointsField = `questions[${index}].points`;
    if (!errors[pointsField] && (!Number.isInteger(question.points) || question.points > QUIZ_MAX_QUESTION_POINTS)) {
      errors[pointsField] = { key: 'quizzes.editor.pointsInvalid', params: { question: index + 1, max: QUIZ_MAX_QUESTION_POINTS } };
    }
  });
  return errors;
}

/** The paths of the errors in the order their fields appear on the form. */
export function orderedErrorFields(errors: DraftErrors): string[] {
  const rank = (field: string) => {
    if (field === 'name') return [0];
    if (field === 'timeToTakeTheTest') return [1];
    if (field === 'passPercent') return [2];
    if (field === 'opensAt') return [2, 1];
    if (field === 'closesAt') return [2, 2];
    if (field === 'messageForStudents') return [3];
    if (field === 'questions') return [4];
    // The attempts section sits below the questions.
    if (field === 'maxAttempts') return [6, 0];
    if (field === 'attemptWaitMinutes') return [6, 1];
    const numbers = [...field.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    const part = field.endsWith('.question') ? 0 : field.endsWith('.points') ? 1 : field.includes('].options[') ? 2 : 3;
    return [5, numbers[0] ?? 0, part, numbers[1] ?? 0];
  };
  return Object.keys(errors).sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
      const d = (ra[i] ?? -1) - (rb[i] ?? -1);
      if (d) return d;
    }
    return 0;
  });
}

/** The id of the input of a field path, to move the focus to the first problem. */
export const fieldId = (prefix: string, field: string) => `${prefix}-${field.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '')}`;
