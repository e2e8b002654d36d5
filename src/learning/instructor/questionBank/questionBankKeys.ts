import type { Identifier } from 'react-admin';
import type { BankQuestionQuery } from '../../../dataProvider/questionBankCalls';

/** react-query keys of a course's question bank; react-admin's refresh reloads them with the rest. */
export const questionBankKeys = {
  all: (courseId: Identifier) => ['learning', 'questionBank', String(courseId)] as const,
  categories: (courseId: Identifier) => ['learning', 'questionBank', String(courseId), 'categories'] as const,
  questions: (courseId: Identifier, query: BankQuestionQuery) =>
    ['learning', 'questionBank', String(courseId), 'questions', query] as const,
  question: (courseId: Identifier, questionId: Identifier) =>
    ['learning', 'questionBank', String(courseId), 'question', String(questionId)] as const,
};
