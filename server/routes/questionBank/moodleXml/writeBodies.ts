import type { ChoiceAnswer, NumericAnswer, QuestionBody, QuestionData } from '../../../../src/api/questionBank.js';
import { fractionOf, markOf } from './moodleNumbers.js';
import { TO_MOODLE } from './textFormats.js';
import { textBlock, textElement } from './xmlText.js';

/*
 * The part of each question after its common head, with the elements and values Moodle's own
 * export writes for that type (qformat_xml::writequestion, qtype_ordering's export_to_xml), so
 * that Moodle's import reads every setting it expects. Answers, pairs and items are plain text
 * in the bank, so they are written as plain_text (Moodle then shows them as written); feedback
 * is in its question's format.
 */

const PLAIN = 'plain_text';
/** What Moodle writes for answers read as plain text whatever their format (short answer, numerical, true/false). */
const AUTO = 'moodle_auto_format';

/** The Moodle type and its default penalty for a retry (Moodle's defaults: a third, all of it for true/false, none where nothing is graded automatically). */
export const MOODLE_TYPES: Record<QuestionBody['type'], { type: string; penalty: number }> = {
  ONE_FROM_LIST: { type: 'multichoice', penalty: 1 / 3 },
  MANY_FROM_LIST: { type: 'multichoice', penalty: 1 / 3 },
  TRUE_FALSE: { type: 'truefalse', penalty: 1 },
  SHORT_ANSWER: { type: 'shortanswer', penalty: 1 / 3 },
  NUMERICAL: { type: 'numerical', penalty: 1 / 3 },
  MATCHING: { type: 'matching', penalty: 1 / 3 },
  ORDERING: { type: 'ordering', penalty: 1 / 3 },
  ESSAY: { type: 'essay', penalty: 0 },
  FILE_ANSWER: { type: 'essay', penalty: 0 },
  DESCRIPTION: { type: 'description', penalty: 0 },
};

type Feedback = { text: string; format: string };

function answer(fraction: string, format: string, text: string, feedback: Feedback, extra = ''): string {
  return (
    `    <answer fraction="${fraction}" format="${format}">\n` +
    textElement(text, 3) +
    textBlock('feedback', feedback.text, 3, feedback.format) +
    extra +
    '    </answer>\n'
  );
}

function choiceAnswers(answers: ChoiceAnswer[], format: string, feedbackFormat: string): string {
  return answers.map((a) => answer(fractionOf(a.credit), format, a.text, { text: a.feedback, format: feedbackFormat })).join('');
}

function numericAnswers(answers: NumericAnswer[], feedbackFormat: string): string {
  const tolerance = (a: NumericAnswer) => `      <tolerance>${a.tolerance}</tolerance>\n`;
  return answers
    .map((a) => answer(fractionOf(a.credit), AUTO, String(a.value), { text: a.feedback, format: feedbackFormat }, tolerance(a)))
    .join('');
}

/** The overall feedback of multichoice, matching and ordering: the bank has none, so empty, as Moodle's import expects the elements. */
function combinedFeedback(): string {
  return ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].map((name) => textBlock(name, '', 2, 'html')).join('');
}

const yesNo = (value: boolean) => (value ? 'true' : 'false');
const lines = (...parts: string[]) => parts.map((p) => `    ${p}\n`).join('');

/** The elements after `<idnumber>` for the question's kind. */
export function writeBody(body: QuestionData): string {
  const feedbackFormat = TO_MOODLE[body.textFormat];
  switch (body.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST':
      return (
        lines(
          `<single>${yesNo(body.type === 'ONE_FROM_LIST')}</single>`,
          `<shuffleanswers>${yesNo(body.shuffleAnswers)}</shuffleanswers>`,
          '<answernumbering>abc</answernumbering>',
          '<showstandardinstruction>0</showstandardinstruction>',
        ) +
        combinedFeedback() +
        lines('<shownumcorrect/>') +
        choiceAnswers(body.answers, PLAIN, feedbackFormat)
      );
    case 'TRUE_FALSE':
      return (
        answer(body.correct ? '100' : '0', AUTO, 'true', { text: body.feedbackTrue, format: feedbackFormat }) +
        answer(body.correct ? '0' : '100', AUTO, 'false', { text: body.feedbackFalse, format: feedbackFormat })
      );
    case 'SHORT_ANSWER':
      return lines(`<usecase>${body.caseSensitive ? 1 : 0}</usecase>`) + choiceAnswers(body.answers, AUTO, feedbackFormat);
    case 'NUMERICAL':
      // No units: the bank compares bare numbers, and showunits 3 is Moodle's "no units".
      return (
        numericAnswers(body.answers, feedbackFormat) +
        lines(
          '<unitgradingtype>0</unitgradingtype>',
          '<unitpenalty>0.1000000</unitpenalty>',
          '<showunits>3</showunits>',
          '<unitsleft>0</unitsleft>',
        )
      );
    case 'MATCHING':
      return (
        lines('<shuffleanswers>true</shuffleanswers>') +
        combinedFeedback() +
        lines('<shownumcorrect/>') +
        body.pairs
          .map(
            (p) =>
              `    <subquestion format="${PLAIN}">\n${textElement(p.left, 3)}      <answer>\n${textElement(p.right, 4)}      </answer>\n    </subquestion>\n`,
          )
          .join('')
      );
    case 'ORDERING':
      // All items, in a column, graded by each item's absolute position; the fraction is the position, as qtype_ordering stores it.
      return (
        lines(
          '<layouttype>VERTICAL</layouttype>',
          '<selecttype>ALL</selecttype>',
          '<selectcount>0</selectcount>',
          '<gradingtype>ABSOLUTE_POSITION</gradingtype>',
          '<showgrading>SHOW</showgrading>',
          '<numberingstyle>none</numberingstyle>',
        ) +
        combinedFeedback() +
        lines('<shownumcorrect>1</shownumcorrect>') +
        body.items
          .map((item, i) => `    <answer fraction="${markOf(i + 1)}" format="${PLAIN}">\n${textElement(item.text, 3)}    </answer>\n`)
          .join('')
      );
    case 'ESSAY':
    case 'FILE_ANSWER':
      return essay(body.type === 'FILE_ANSWER');
    case 'DESCRIPTION':
      return '';
  }
}

/** An essay answered in a text editor, or (a file answer) by attached files only: no text box, any number of files, one required. */
function essay(files: boolean): string {
  return (
    lines(
      `<responseformat>${files ? 'noinline' : 'editor'}</responseformat>`,
      `<responserequired>${files ? 0 : 1}</responserequired>`,
      `<responsefieldlines>${files ? 0 : 15}</responsefieldlines>`,
      '<minwordlimit></minwordlimit>',
      '<maxwordlimit></maxwordlimit>',
      `<attachments>${files ? -1 : 0}</attachments>`,
      `<attachmentsrequired>${files ? 1 : 0}</attachmentsrequired>`,
      '<maxbytes>0</maxbytes>',
      '<filetypeslist></filetypeslist>',
    ) +
    textBlock('graderinfo', '', 2, 'html') +
    textBlock('responsetemplate', '', 2, 'html')
  );
}
