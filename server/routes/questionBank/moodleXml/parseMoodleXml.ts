import type { ImportProblem, ParsedQuestion, QuestionBody, QuestionHead } from '../../../../src/api/questionBank.js';
import { readCategoryPath } from './categoryPath.js';
import { decimal, pointsOf } from './moodleNumbers.js';
import { BODY_READERS, questionFormat, type BodyProblem } from './readBodies.js';
import { defaultQuestionName } from '../plainText.js';
import { feedbackText } from './textFormats.js';
import { attribute, child, children, ownText, readXml, startOffset, wrappedText, type XmlNode } from './xmlNodes.js';

/*
 * Moodle XML (what Moodle's question bank exports, qformat_xml) read into bank questions. A
 * `<question type="category">` puts the questions after it in that category. A question the bank
 * cannot take (a calculated or cloze one, an answer that is not a number…) becomes a problem on
 * the line where its `<question>` starts and the reading goes on, so one file shows all its
 * problems at once; a file that is not well-formed XML, or not a `<quiz>`, is one problem.
 */

/** Moodle's default mark when a question gives none. */
const DEFAULT_POINTS = 1;

/** The 1-based line of an offset, for offsets in file order (each search starts where the last stopped). */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let at = 0;
  return (offset) => {
    for (let next = text.indexOf('\n', at); next >= 0 && next < offset; next = text.indexOf('\n', next + 1)) line++;
    at = Math.max(at, offset);
    return line;
  };
}

function head(node: XmlNode, body: QuestionBody): QuestionHead | BodyProblem {
  const text = wrappedText(node, 'questiontext');
  const format = questionFormat(node);
  let points = 0;
  if (body.type !== 'DESCRIPTION') {
    const grade = ownText(child(node, 'defaultgrade'));
    const value = grade === '' ? DEFAULT_POINTS : decimal(grade);
    if (value === null) return { problem: 'badNumber', params: { value: grade } };
    points = pointsOf(value);
  }
  return {
    name: wrappedText(node, 'name') || defaultQuestionName(text),
    text,
    textFormat: format,
    generalFeedback: feedbackText(wrappedText(node, 'generalfeedback'), attribute(child(node, 'generalfeedback'), 'format'), format),
    points,
  };
}

function badXml(line: number, detail: string) {
  return { questions: [], problems: [{ line, key: 'badXml' as const, params: { detail } }] };
}

/** The questions of a Moodle XML file, each with its category and line, and the problems met. A byte-order mark and CRLF lines are taken. */
export function parseMoodleXml(text: string): { questions: ParsedQuestion[]; problems: ImportProblem[] } {
  // Line ends made \n first (as XML 1.0 §2.11 reads them), so the parser's offsets and the line count refer to one text.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const read = readXml(source);
  if ('error' in read) return badXml(read.line, read.error);
  const quiz = children(read.root, 'quiz')[0];
  if (quiz === undefined) return { questions: [], problems: [{ line: 1, key: 'notMoodleQuiz' as const }] };

  const lineOf = lineCounter(source);
  const questions: ParsedQuestion[] = [];
  const problems: ImportProblem[] = [];
  let categoryPath: string[] = [];
  for (const node of children(quiz, 'question')) {
    const line = lineOf(startOffset(node));
    const type = (attribute(node, 'type') ?? '').trim();
    if (type === 'category') {
      categoryPath = readCategoryPath(wrappedText(node, 'category'));
      continue;
    }
    const reader = BODY_READERS.get(type);
    if (!reader) {
      problems.push({ line, key: 'unsupportedType', params: { type } });
      continue;
    }
    const body = reader(node);
    const top = 'problem' in body ? body : head(node, body);
    if ('problem' in top) problems.push({ line, key: top.problem, ...(top.params && { params: top.params }) });
    else if (!('problem' in body)) questions.push({ ...top, ...body, categoryPath, line });
  }
  return { questions, problems };
}
