import { BANK_IMPORT_MAX_QUESTIONS, type ImportProblem, type ParsedQuestion, type QuestionData } from '../../../../src/api/questionBank.js';
import { answerBody } from './giftAnswers.js';
import { giftPieces, type GiftBlock } from './giftBlocks.js';
import { problem, type GiftProblem } from './giftChoices.js';
import { plainPiece, protect, restore, withFormat } from './giftText.js';
import { defaultQuestionName } from '../plainText.js';

/*
 * Moodle's GIFT format read into bank questions, following qformat_gift::readquestion: a file
 * of questions separated by blank lines, each `::name::text{answers}`. A question that cannot
 * be read becomes a problem on its line and the reading goes on with the next one, so one
 * typo does not hide the rest of the file's problems. GIFT has no points: every question is
 * worth 1 (a description 0), Moodle's default mark.
 */

/** The blank Moodle puts where the answers stood in the middle of a sentence (its "missing word" format). */
const MISSING_WORD = '_____';

/** `::name::` at the start of a question, and the text after it; the name is null when there is none. */
function splitName(text: string): { name: string | null; rest: string } {
  if (!text.startsWith('::')) return { name: null, rest: text };
  const end = text.indexOf('::', 2);
  // Moodle drops an unclosed `::` and names the question after its text.
  if (end < 0) return { name: null, rest: text.slice(2) };
  return { name: restore(text.slice(2, end)).trim(), rest: text.slice(end + 2).trim() };
}

/**
 * Where the answer block is: Moodle takes the first `{` and the first `}`. Braces left in the
 * text besides those (a second block, one never closed) are a problem rather than text, as
 * they are almost always a mistake; a literal brace is written `\{`.
 */
function findBlock(text: string): { open: number; close: number } | null | { problem: GiftProblem } {
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) return null;
  if (open < 0 || close < open || text.slice(open + 1, close).includes('{')) return problem('unclosedBrace');
  const after = text.slice(close + 1);
  const second = after.indexOf('{');
  if (second >= 0 && after.indexOf('}', second) > second) return problem('unknownKind');
  if (second >= 0 || after.includes('}')) return problem('unclosedBrace');
  return { open, close };
}

function readQuestion(block: GiftBlock): { question: QuestionData } | { problem: GiftProblem } {
  const { name, rest: text } = splitName(protect(block.text));
  const found = findBlock(text);
  if (found && 'problem' in found) return found;

  let questionText = text;
  let answers = '';
  let generalFeedback = '';
  if (found) {
    const after = text.slice(found.close + 1);
    questionText = text.slice(0, found.open) + (after ? MISSING_WORD : '') + after;
    answers = text.slice(found.open + 1, found.close).trim();
    const separator = answers.lastIndexOf('####');
    if (separator >= 0) {
      generalFeedback = answers.slice(separator + 4);
      answers = answers.slice(0, separator).trim();
    }
  }
  const { text: body, format } = withFormat(questionText, 'moodle');
  const head = {
    // A question with neither name nor text (just `{T}`) is named after its line, a name in no language.
    name: name || defaultQuestionName(body) || `#${block.line}`,
    text: body,
    textFormat: format,
    generalFeedback: plainPiece(generalFeedback, format),
  };
  if (!found) return { question: { ...head, points: 0, type: 'DESCRIPTION' } };
  const read = answerBody(answers, format);
  if ('problem' in read) return read;
  return { question: { ...head, points: 1, ...read.body } };
}

/** The questions of a GIFT file in file order, each in the category of the `$CATEGORY:` line before it, and the problems found. */
export function parseGift(text: string): { questions: ParsedQuestion[]; problems: ImportProblem[] } {
  const questions: ParsedQuestion[] = [];
  const problems: ImportProblem[] = [];
  let categoryPath: string[] = [];
  for (const piece of giftPieces(text)) {
    if (piece.kind === 'category') {
      categoryPath = piece.path;
      continue;
    }
    const read = readQuestion(piece);
    if ('problem' in read) {
      problems.push({ line: piece.line, ...read.problem });
      continue;
    }
    questions.push({ ...read.question, categoryPath, line: piece.line });
    // One question past the limit is enough to refuse the file; reading on would only cost time.
    if (questions.length > BANK_IMPORT_MAX_QUESTIONS) {
      problems.push({ line: piece.line, key: 'tooManyQuestions', params: { limit: BANK_IMPORT_MAX_QUESTIONS } });
      break;
    }
  }
  if (!questions.length && !problems.length) problems.push({ line: 1, key: 'empty' });
  return { questions, problems };
}
