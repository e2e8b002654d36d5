import type { RequestHandler } from 'msw';
import { categoryHandlers } from './questionBank/categoryHandlers';
import { importHandlers } from './questionBank/importHandlers';
import { questionHandlers } from './questionBank/questionHandlers';

/**
 * msw handlers of a course's question bank (src/api/questionBank.ts): its categories, its
 * questions (a few of every kind, in English and Russian, in two nested categories), the
 * instructor's try at a question, GIFT and Moodle XML import (a dry run previews; a file
 * named "…broken…" always has problems with their lines) and export. Only the demo
 * instructor's courses answer; answers are in the server's words and shapes.
 */
export const questionBankHandlers: RequestHandler[] = [...categoryHandlers, ...questionHandlers, ...importHandlers];
