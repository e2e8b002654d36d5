import type { QuestionData } from '../../../../src/api/questionBank.js';
import { writeCategoryPath } from './categoryPath.js';
import { markOf } from './moodleNumbers.js';
import { TO_MOODLE } from './textFormats.js';
import { MOODLE_TYPES, writeBody } from './writeBodies.js';
import { textBlock } from './xmlText.js';

/*
 * Bank questions as a Moodle XML file that Moodle's import (qformat_xml) reads back: laid out as
 * Moodle's own export, with a category "question" before the first question of each category.
 * parseMoodleXml reads the file back into the same questions.
 */

type Exported = QuestionData & { categoryPath: string[] };

/**
 * Questions without a category go to the course's default category in Moodle ("Default for
 * <course>", the name Moodle gives it), as Moodle cannot hold questions in a context's hidden top.
 */
function categoryQuestion(path: string[], courseName: string): string {
  const names = path.length ? path : [`Default for ${courseName}`];
  return (
    '  <question type="category">\n' +
    textBlock('category', writeCategoryPath(names), 2) +
    textBlock('info', '', 2, 'moodle_auto_format') +
    '    <idnumber></idnumber>\n' +
    '  </question>\n\n'
  );
}

function question(q: QuestionData): string {
  const format = TO_MOODLE[q.textFormat];
  const { type, penalty } = MOODLE_TYPES[q.type];
  return (
    `  <question type="${type}">\n` +
    textBlock('name', q.name, 2) +
    textBlock('questiontext', q.text, 2, format) +
    textBlock('generalfeedback', q.generalFeedback, 2, format) +
    `    <defaultgrade>${markOf(q.type === 'DESCRIPTION' ? 0 : q.points)}</defaultgrade>\n` +
    `    <penalty>${markOf(penalty)}</penalty>\n` +
    '    <hidden>0</hidden>\n' +
    '    <idnumber></idnumber>\n' +
    writeBody(q) +
    '  </question>\n\n'
  );
}

/** The file's text (UTF-8, without a byte-order mark, as Moodle writes it). */
export function writeMoodleXml(questions: Exported[], courseName: string): string {
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n';
  let current: string | null = null;
  for (const q of questions) {
    const key = JSON.stringify(q.categoryPath);
    if (key !== current) {
      out += categoryQuestion(q.categoryPath, courseName);
      current = key;
    }
    out += question(q);
  }
  return `${out}</quiz>\n`;
}
