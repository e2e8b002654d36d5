import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './columnTypes.js';
import type { BankQuestionType, QuestionBody, TextFormat } from '../../src/api/questionBank.js';

/* The tables of migration 20261127_0070: a course's question bank. */

export interface QuestionCategoriesTable {
  id: Generated<number>;
  school_id: number;
  course_id: number;
  /** Null at the top of the course's tree. */
  parent_id: number | null;
  name: string;
  created_at: CreatedAt;
}

export interface BankQuestionsTable {
  id: Generated<number>;
  school_id: number;
  course_id: number;
  category_id: number;
  name: string;
  type: BankQuestionType;
  text: string;
  text_format: TextFormat;
  general_feedback: Generated<string>;
  points: number;
  /** The kind's part of the question (QuestionBody), its `type` included. */
  body: Json<QuestionBody>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
