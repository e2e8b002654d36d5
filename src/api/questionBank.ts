/*
 * A course's question bank (issue 17): the question kinds, their data, and the wire shapes of
 * /api/courses/{courseId}/question-bank/…, shared by the browser app and the server.
 *
 * A question's data is the same wherever it lives (the bank, a GIFT or Moodle XML file): a
 * name, a text in one of Moodle's text formats, general feedback, its points, and a body per
 * kind. Answers carry a `credit`, Moodle's "fraction": the share of the question's points that
 * answer earns, from -1 to 1 (negative only for many-from-list, where a wrong choice takes
 * credit away). Answers, pairs and items carry an `id` unique within their question, given by
 * the bank when the question is saved: it stays the same when options are shuffled, so a
 * response and its review refer to it, never to a position.
 *
 * Scoring of every kind is on the server only (server/routes/quizzes/questionScoring.ts); these
 * bodies, with their credits, never reach a student's browser.
 */

export const BANK_QUESTION_TYPES = [
  'ONE_FROM_LIST',
  'MANY_FROM_LIST',
  'TRUE_FALSE',
  'SHORT_ANSWER',
  'NUMERICAL',
  'MATCHING',
  'ORDERING',
  'ESSAY',
  'FILE_ANSWER',
  /** Text only (Moodle's "description"): no answer, no points. */
  'DESCRIPTION',
] as const;
export type BankQuestionType = (typeof BANK_QUESTION_TYPES)[number];

/** Moodle's text formats: the text is stored as written, with its format. */
export const TEXT_FORMATS = ['plain', 'html', 'markdown', 'moodle'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

export const BANK_NAME_MAX_LENGTH = 255;
export const BANK_TEXT_MAX_LENGTH = 20_000;
export const BANK_ANSWER_MAX_LENGTH = 2000;
export const BANK_FEEDBACK_MAX_LENGTH = 5000;
export const BANK_MAX_ANSWERS = 50;
export const BANK_MAX_POINTS = 1000;
/** A numerical answer's value and tolerance stay within ±10¹²: far past any exercise, and always finite in JSON. */
export const BANK_NUMBER_LIMIT = 1e12;
export const BANK_CATEGORY_NAME_MAX_LENGTH = 255;
export const BANK_CATEGORY_MAX_DEPTH = 10;
/** An import file of at most this many bytes (about ten thousand GIFT questions). */
export const BANK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const BANK_IMPORT_MAX_QUESTIONS = 5000;

export const BANK_IMPORT_FORMATS = ['gift', 'moodlexml'] as const;
export type BankImportFormat = (typeof BANK_IMPORT_FORMATS)[number];

/** An answer of one-from-list, many-from-list and short answer. */
export interface ChoiceAnswer {
  id: number;
  text: string;
  /** -1…1: the share of the points this answer earns. */
  credit: number;
  feedback: string;
}

/** A numerical answer: right when |response − value| ≤ tolerance (a range a..b is value (a+b)/2, tolerance (b−a)/2). */
export interface NumericAnswer {
  id: number;
  value: number;
  tolerance: number;
  credit: number;
  feedback: string;
}

/** A matching pair; a pair with an empty left side is a distractor on the right only. */
export interface MatchPair {
  id: number;
  left: string;
  right: string;
}

/** An ordering item; the items are stored in their right order. */
export interface OrderItem {
  id: number;
  text: string;
}

export type QuestionBody =
  | { type: 'ONE_FROM_LIST' | 'MANY_FROM_LIST'; answers: ChoiceAnswer[]; shuffleAnswers: boolean }
  | { type: 'TRUE_FALSE'; correct: boolean; feedbackTrue: string; feedbackFalse: string }
  | { type: 'SHORT_ANSWER'; answers: ChoiceAnswer[]; caseSensitive: boolean }
  | { type: 'NUMERICAL'; answers: NumericAnswer[] }
  | { type: 'MATCHING'; pairs: MatchPair[] }
  | { type: 'ORDERING'; items: OrderItem[] }
  | { type: 'ESSAY' | 'FILE_ANSWER' | 'DESCRIPTION' };

/** What every question has besides its body. */
export interface QuestionHead {
  name: string;
  text: string;
  textFormat: TextFormat;
  generalFeedback: string;
  /** Moodle's default mark: 0–1000, two decimals; 0 for a description. */
  points: number;
}

export type QuestionData = QuestionHead & QuestionBody;

/** A question read from an import file: where it sits in the bank and where it starts in the file. */
export type ParsedQuestion = QuestionData & {
  /** Category names from the top, e.g. ['Physics', 'Mechanics']; empty for the default category. */
  categoryPath: string[];
  /** 1-based line of the file where the question starts. */
  line: number;
};

/** A problem of an import file; `key` names a server message (questionBank.import.<key>). */
export interface ImportProblem {
  line: number;
  key: ImportProblemKey;
  params?: Record<string, string | number>;
}

export const IMPORT_PROBLEM_KEYS = [
  /** A GIFT question whose answer block has no closing brace. */
  'unclosedBrace',
  /** An answer block that is not any kind of question. */
  'unknownKind',
  /** A multiple-choice question with fewer than two answers. */
  'tooFewAnswers',
  /** Neither an answer marked right nor any positive weight. */
  'noRightAnswer',
  /** A weight that is not a number from -100 to 100 (%{weight}). */
  'badWeight',
  /** A numerical answer that is not a number (%{value}). */
  'badNumber',
  /** A matching question with fewer than two pairs, or a pair without '->'. */
  'badMatching',
  /** The XML is not well-formed (%{detail}: the XML reader's own words, which name the spot). */
  'badXml',
  /** Well-formed XML without Moodle's <quiz> root. */
  'notMoodleQuiz',
  /** A Moodle question type we cannot take (%{type}); the rest of the file is still read. */
  'unsupportedType',
  /** A text longer than the limit. */
  'tooLong',
  /** More than BANK_IMPORT_MAX_QUESTIONS questions. */
  'tooManyQuestions',
  /** A file with no question at all. */
  'empty',
] as const;
export type ImportProblemKey = (typeof IMPORT_PROBLEM_KEYS)[number];

// ---- Wire shapes of /api/courses/{courseId}/question-bank/… ----

export interface BankCategoryDto {
  categoryId: number;
  parentId: number | null;
  name: string;
  /** Names from the top down to this one. */
  path: string[];
  /** Questions directly in this category. */
  questionsCount: number;
}

export type BankQuestionDto = QuestionData & {
  questionId: number;
  categoryId: number;
  categoryPath: string[];
  createdAt: string;
  updatedAt: string;
};

/** POST …/question-bank/import?format=gift|moodlexml&dryRun=true|false. */
export interface BankImportResult {
  /** Questions written to the bank: 0 on a dry run or when there are errors. */
  imported: number;
  questions: { name: string; type: BankQuestionType; categoryPath: string[] }[];
  errors: { line: number; message: string }[];
}

/**
 * A student's response to one question, by kind. Ids are those of the question's answers,
 * pairs and items; a numerical response is the text typed (a decimal comma is taken).
 */
export type QuestionResponse =
  /** ONE_FROM_LIST (at most one id), MANY_FROM_LIST. */
  | { choices: number[] }
  | { truth: boolean }
  /** SHORT_ANSWER, NUMERICAL, ESSAY. */
  | { text: string }
  /** MATCHING: left pair id → the id of the pair whose right side was chosen. */
  | { matches: Record<string, number> }
  /** ORDERING: item ids in the order given. */
  | { order: number[] }
  /** FILE_ANSWER: the stored files' ids. */
  | { fileIds: number[] };
