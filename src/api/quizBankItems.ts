/*
 * Tests built from the course's question bank (issue 17), shared by the browser app and the
 * server. A test's questions are of three sources:
 * - its own one- and many-from-list questions (SPEC §3, quizAuthoring.ts), as always;
 * - FROM_BANK: one question of the bank, fixed; the test refers to it, so an edit in the bank
 *   shows in attempts started afterwards (an attempt keeps the version it started with);
 * - RANDOM: `drawCount` questions drawn from a category (and its subcategories when asked),
 *   each student their own draw, fixed for their attempt. Descriptions are never drawn.
 * Each question a student gets is worth the slot's `points` (a random slot's points are per
 * drawn question: the slot is worth drawCount × points), so every student's maximum is the same.
 *
 * What a student gets is their "paper", made when they start: the drawn questions, and the
 * order of questions and options when the test shuffles them. Every question of a paper has a
 * `key`, the name of its answer in saves, submissions, reviews and grading:
 * - the test's own questions and FROM_BANK slots: the slot's questionId, as a string ('12');
 * - a drawn question: '<slot questionId>-<bank questionId>' ('15-204').
 * Option, pair and item ids are those of the question (stable across shuffles).
 */
import type { BankQuestionType, QuestionResponse, TextFormat } from './questionBank.js';

export const QUIZ_MAX_DRAW_COUNT = 100;

/** A fixed question of the bank, in QuizInput.questions. */
export interface QuizBankItemInput {
  /** Given when editing an existing slot (keeps its id and so its answers' keys). */
  questionId?: number;
  questionType: 'FROM_BANK';
  /** A question of the test's own course bank. */
  bankQuestionId: number;
  /** Whole points, 1–1000 (0 for a description). The bank's points are the form's default. */
  points: number;
}

/** 'N random questions from category C', in QuizInput.questions. */
export interface QuizRandomItemInput {
  questionId?: number;
  questionType: 'RANDOM';
  /** A category of the test's own course bank. */
  categoryId: number;
  includeSubcategories: boolean;
  /** 1–QUIZ_MAX_DRAW_COUNT; the category must hold at least this many questions (descriptions aside) when saved. */
  drawCount: number;
  /** Whole points of each drawn question, 1–1000. */
  points: number;
}

/** The instructor's read of a FROM_BANK slot (in QuizDto.questions). */
export interface QuizBankItemDto {
  questionId: number;
  questionType: 'FROM_BANK';
  bankQuestionId: number;
  points: number;
  /** The bank question's name, kind and text as the bank holds them now. */
  name: string;
  bankType: BankQuestionType;
  question: string;
  textFormat: TextFormat;
  categoryPath: string[];
}

/** The instructor's read of a RANDOM slot (in QuizDto.questions). */
export interface QuizRandomItemDto {
  questionId: number;
  questionType: 'RANDOM';
  categoryId: number;
  categoryPath: string[];
  includeSubcategories: boolean;
  drawCount: number;
  /** Of each drawn question. */
  points: number;
  /** Questions the category offers now (descriptions aside): a start is refused if fewer than drawCount. */
  available: number;
}

/** A choice, pair side or item as a student sees it: its id and text, never its credit. */
export interface PaperChoiceDto {
  id: number;
  text: string;
}

/**
 * A question of the bank as a student taking the test sees it (StudentQuizDto.questions with
 * source 'BANK'): its text, and what the answer control needs, in the student's order. Nothing
 * here tells which answer is right: no credits, no feedback, no right order or pairing.
 */
export interface StudentBankQuestionDto {
  source: 'BANK';
  key: string;
  questionType: BankQuestionType;
  /** In textFormat: sanitised HTML for html; Markdown or Moodle's auto-format as written, which the browser renders and cleans; plain text otherwise. */
  question: string;
  textFormat: TextFormat;
  points: number;
  /** ONE_FROM_LIST, MANY_FROM_LIST: the answers in the student's order. */
  choices?: PaperChoiceDto[];
  /** MATCHING: the lefts to match (pair ids) and the right sides to choose from (ids of pairs, equal texts shown once), both in the student's order. */
  lefts?: PaperChoiceDto[];
  rights?: PaperChoiceDto[];
  /** ORDERING: the items in the order the student first sees them. */
  items?: PaperChoiceDto[];
}

/** A file a student attached to a FILE_ANSWER question: an upload (POST static/upload?kind=answer) named in the response's fileIds. */
export interface QuizAnswerFileDto {
  fileId: number;
  questionKey: string;
  name: string;
  size: number;
  contentType: string;
  /** Where its owner, or an instructor of the course, downloads it. */
  url: string;
}

/** FILE_ANSWER: files per question (each within the upload's own limit for answers). */
export const QUIZ_FILE_MAX_COUNT = 5;

/** Responses to bank questions by key, beside the SPEC's answers/others (saves, submissions, attempts). */
export type QuizResponses = Record<string, QuestionResponse>;
