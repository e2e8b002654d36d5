import type { ChoiceAnswer, QuestionData, TextFormat } from '../../../../src/api/questionBank.js';
import { categoryLine } from './giftBlocks.js';
import { escapeGift, writeAnswerText, writeText } from './giftText.js';

/*
 * Bank questions written as Moodle's GIFT, the way qformat_gift::writequestion does, so that
 * Moodle and parseGift read them back as they were: a `$CATEGORY:` line where the category
 * changes, `::name::`, the text (with `[format]` when not Moodle's default), the answers one a
 * line, general feedback last. Every text is escaped and its line breaks written `\n`, so a
 * question never holds a blank line. What GIFT cannot say is lost: points (GIFT has none, the
 * reader gives 1), "shuffle answers" (always on when read) and case-sensitive short answers.
 */

type Written = QuestionData & { categoryPath: string[] };

/** A number as short as it reads back exactly (33.33333, not 33.333330000000004). */
function numeral(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** `%50%` for a credit that is not the marker's own (full for `=`, none for `~`). */
function weight(credit: number, implied: number): string {
  return credit === implied ? '' : `%${numeral(credit * 100)}%`;
}

/** ` #feedback` when there is any, in the question's format. */
function feedback(text: string, format: TextFormat): string {
  return text ? `#${writeText(text, format, format)}` : '';
}

/**
 * An answer's text: one that starts with `%` gets an explicit weight even when none is
 * needed, so its own `%` is not read as one.
 */
function answerLine(marker: '=' | '~', credit: number, implied: number, text: string, format: TextFormat): string {
  const shownWeight = weight(credit, implied) || (text.startsWith('%') ? `%${numeral(credit * 100)}%` : '');
  return `\t${marker}${shownWeight}${writeAnswerText(text, format)}`;
}

/**
 * Multiple choice. Moodle reads a block with an `=` as one-from-list and one without as
 * many-from-list, and a block of `=` answers only as short answer. So one-from-list marks its
 * full-credit answers `=`, but never all of them (the last is then `~%100%`), and at least one
 * (the best, `=%50%`, when none is full: parseGift reads that weight); many-from-list has none.
 */
function choiceLines(answers: ChoiceAnswer[], single: boolean, format: TextFormat): string[] {
  const full = answers.filter((answer) => answer.credit === 1);
  const best = answers.reduce((top, answer) => (answer.credit > top.credit ? answer : top), answers[0]);
  const marked = new Set(!single ? [] : full.length === 0 ? [best] : full.length === answers.length ? full.slice(0, -1) : full);
  return answers.map((answer) => {
    const right = marked.has(answer);
    return answerLine(right ? '=' : '~', answer.credit, right ? 1 : 0, answer.text, format) + feedback(answer.feedback, format);
  });
}

/** The lines between the braces, general feedback excepted; null for a kind GIFT cannot write. */
function answerLines(question: Written): string[] | null {
  const format = question.textFormat;
  switch (question.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST':
      return choiceLines(question.answers, question.type === 'ONE_FROM_LIST', format);
    case 'SHORT_ANSWER':
      return question.answers.map((a) => answerLine('=', a.credit, 1, a.text, format) + feedback(a.feedback, format));
    case 'NUMERICAL':
      return question.answers.map(
        (a) => `\t=${weight(a.credit, 1)}${numeral(a.value)}:${numeral(a.tolerance)}${feedback(a.feedback, format)}`,
      );
    case 'MATCHING':
      return question.pairs.map((pair) => `\t=${writeAnswerText(pair.left, format)} -> ${escapeGift(pair.right)}`);
    case 'TRUE_FALSE': {
      // Moodle's order: the feedback for a wrong response first, then for a right one.
      const [right, wrong] = question.correct
        ? [question.feedbackTrue, question.feedbackFalse]
        : [question.feedbackFalse, question.feedbackTrue];
      const feedbacks = wrong || right ? `#${writeText(wrong, format, format)}${right ? `#${writeText(right, format, format)}` : ''}` : '';
      return [`${question.correct ? 'TRUE' : 'FALSE'}${feedbacks}`];
    }
    case 'ESSAY':
    case 'FILE_ANSWER':
      return [];
    default:
      return null;
  }
}

/** One question in GIFT, ending with a line break; a kind GIFT has no form for becomes a comment saying so. */
function writeQuestion(question: Written): string {
  const oneLine = question.name.replace(/\s+/g, ' ');
  const head = `::${escapeGift(question.name)}::${writeText(question.text, question.textFormat, 'moodle')}`;
  if (question.type === 'DESCRIPTION') return `${head}\n`;
  const lines = answerLines(question);
  // Moodle's GIFT has no ordering question: saying so beats leaving the question out unseen.
  if (!lines) return `// ordering question "${oneLine}" cannot be written in GIFT\n`;
  const general = question.generalFeedback ? `####${writeText(question.generalFeedback, question.textFormat, question.textFormat)}` : '';
  // Moodle itself writes an essay that takes files as `{}`: the text, the kind closest and a
  // question Moodle can import; the comment tells the reader what it was.
  const note =
    question.type === 'FILE_ANSWER' ? `// file-answer question "${oneLine}" is written as an essay: GIFT has no file answers\n` : '';
  if (question.type === 'ESSAY' || question.type === 'FILE_ANSWER' || question.type === 'TRUE_FALSE') {
    return `${note}${head}{${lines.join('')}${general}}\n`;
  }
  const open = question.type === 'NUMERICAL' ? '{#' : '{';
  return `${head}${open}\n${lines.join('\n')}\n${general ? `\t${general}\n` : ''}}\n`;
}

/** A GIFT file of the questions in their order, with a `$CATEGORY:` line before the first question of each run in one category. */
export function writeGift(questions: Written[]): string {
  const parts: string[] = [];
  let category = '';
  for (const question of questions) {
    const key = JSON.stringify(question.categoryPath);
    if (key !== category && !(category === '' && !question.categoryPath.length)) {
      parts.push(`${categoryLine(question.categoryPath)}\n`);
    }
    category = key;
    parts.push(writeQuestion(question));
  }
  return parts.join('\n');
}
