import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BankQuestionType, ChoiceAnswer, NumericAnswer, ParsedQuestion, QuestionData } from '../../../src/api/questionBank.js';
import { parseGift } from '../../../server/routes/questionBank/gift/parseGift.js';
import { defaultQuestionName } from '../../../server/routes/questionBank/plainText.js';
import { writeGift } from '../../../server/routes/questionBank/gift/writeGift.js';

/*
 * Moodle's GIFT format: every example of Moodle's documentation and examples.txt imports as
 * Moodle imports it, a Russian file saved on Windows reads, broken questions become problems on
 * their lines without hiding the others, and what writeGift writes parseGift reads back.
 */

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/gift/${name}`, import.meta.url), 'utf8');

const docs = parseGift(fixture('moodle-docs-examples.txt'));
const at = (line: number): ParsedQuestion => {
  const question = docs.questions.find((q) => q.line === line);
  if (!question) throw new Error(`no question at line ${line}`);
  return question;
};
const answersOf = (q: ParsedQuestion): ChoiceAnswer[] =>
  q.type === 'ONE_FROM_LIST' || q.type === 'MANY_FROM_LIST' || q.type === 'SHORT_ANSWER' ? q.answers : [];
const numbersOf = (q: ParsedQuestion): NumericAnswer[] => (q.type === 'NUMERICAL' ? q.answers : []);

/** Line, kind and name of every question of the docs fixture, in file order. */
const DOCS_TABLE: Array<[number, BankQuestionType, string]> = [
  [10, 'TRUE_FALSE', 'Q1'],
  [13, 'ONE_FROM_LIST', 'Q2'],
  [17, 'SHORT_ANSWER', 'Q3'],
  [20, 'MATCHING', 'Q4'],
  [23, 'NUMERICAL', 'Q5'],
  [26, 'NUMERICAL', 'Q6'],
  [30, 'NUMERICAL', 'Q7'],
  [36, 'ESSAY', 'Q8'],
  [40, 'ONE_FROM_LIST', "Who's buried in Grant's tomb?"],
  [42, 'ONE_FROM_LIST', "Grant is _____ in Grant's tomb."],
  [44, 'ONE_FROM_LIST', 'The American holiday of Thanksgiving is…'],
  [50, 'ONE_FROM_LIST', 'Japanese characters originally came…'],
  [59, 'MANY_FROM_LIST', "What two people are entombed in Grant's…"],
  [68, 'TRUE_FALSE', 'Grant was buried in a tomb in New York…'],
  [70, 'TRUE_FALSE', 'The sun rises in the West.'],
  [74, 'SHORT_ANSWER', "Who's buried in Grant's tomb?"],
  [76, 'SHORT_ANSWER', 'Two plus two equals _____.'],
  [79, 'SHORT_ANSWER', '1 + 2 ='],
  [83, 'MATCHING', 'Match the following countries with…'],
  [93, 'ONE_FROM_LIST', 'Moodle costs _____ to download from…'],
  [97, 'NUMERICAL', 'When was Ulysses S. Grant born?'],
  [99, 'NUMERICAL', 'What is the value of pi (to 3 decimal…'],
  [101, 'NUMERICAL', 'What is the value of pi (to 3 decimal…'],
  [103, 'NUMERICAL', 'When was Ulysses S. Grant born?'],
  [110, 'ESSAY', 'Write a short biography of Dag…'],
  [114, 'DESCRIPTION', 'You can use your pencil and paper for…'],
  [119, 'NUMERICAL', "What's 2 plus 2?"],
  [123, 'SHORT_ANSWER', 'Kanji Origins'],
  [126, 'ONE_FROM_LIST', 'Thanksgiving Date'],
  [131, 'ONE_FROM_LIST', "What's the answer to this…"],
  [136, 'SHORT_ANSWER', "Who's buried in Grant's tomb?"],
  [141, 'TRUE_FALSE', "Grant is buried in Grant's tomb."],
  [145, 'SHORT_ANSWER', 'How many ounces in a pound?'],
  [147, 'ONE_FROM_LIST', 'Capitals feedback'],
  [155, 'ONE_FROM_LIST', 'Difficult question.'],
  [157, 'ONE_FROM_LIST', "Jesus' hometown"],
  [164, 'SHORT_ANSWER', "Jesus' hometown"],
  [172, 'MANY_FROM_LIST', 'Three primes'],
  [181, 'SHORT_ANSWER', "Who's buried in **Grant's tomb**?"],
  [185, 'TRUE_FALSE', 'HTML text'],
  [187, 'TRUE_FALSE', 'Plain text'],
  [189, 'TRUE_FALSE', 'Moodle text'],
  [193, 'ONE_FROM_LIST', 'Which answer equals 5?'],
  [199, 'ONE_FROM_LIST', 'GIFT Control Characters'],
  [212, 'TRUE_FALSE', 'Colon: escaped'],
  [214, 'TRUE_FALSE', 'Line breaks'],
  [220, 'TRUE_FALSE', 'In tom'],
  [224, 'TRUE_FALSE', 'In harry'],
  [228, 'TRUE_FALSE', 'In shared'],
  [232, 'MATCHING', 'Capitals with a distractor'],
  // Moodle's examples.txt.
  [247, 'ONE_FROM_LIST', "Who's buried in Grant's tomb?"],
  [249, 'ONE_FROM_LIST', "Grant is _____ in Grant's tomb."],
  [251, 'TRUE_FALSE', "Grant is buried in Grant's tomb."],
  [253, 'SHORT_ANSWER', "Who's buried in Grant's tomb?"],
  [255, 'NUMERICAL', 'When was Ulysses S. Grant born?'],
  [264, 'ONE_FROM_LIST', "Who's buried in Grant's tomb?"],
  [266, 'ONE_FROM_LIST', "Grant is _____ in Grant's tomb."],
  [268, 'ONE_FROM_LIST', 'The American holiday of Thanksgiving is…'],
  [274, 'ONE_FROM_LIST', 'Japanese characters originally came…'],
  [282, 'SHORT_ANSWER', "Who's buried in Grant's tomb?"],
  [284, 'SHORT_ANSWER', 'Two plus two equals _____.'],
  [288, 'TRUE_FALSE', "Grant is buried in Grant's tomb."],
  [290, 'TRUE_FALSE', 'The sun rises in the east.'],
  [294, 'MATCHING', 'Matching Question.'],
  [300, 'MATCHING', 'Match the following countries with…'],
  [309, 'NUMERICAL', 'When was Ulysses S. Grant born?'],
  [311, 'NUMERICAL', 'What is the value of pi (to 3 decimal…'],
  [313, 'NUMERICAL', 'What is the value of pi (to 3 decimal…'],
  [315, 'NUMERICAL', 'When was Ulysses S. Grant born?'],
  [324, 'NUMERICAL', "What's 2 plus 2?"],
  [329, 'SHORT_ANSWER', 'Kanji Origins'],
  [332, 'ONE_FROM_LIST', 'Thanksgiving Date'],
  [337, 'ONE_FROM_LIST', "What's the answer to this…"],
  [342, 'SHORT_ANSWER', "Who's buried in Grant's tomb?"],
  [347, 'SHORT_ANSWER', "Who's buried in **Grant's tomb**?"],
  [352, 'TRUE_FALSE', "Grant is buried in Grant's tomb."],
  [354, 'ONE_FROM_LIST', 'Difficult question.'],
  [356, 'ONE_FROM_LIST', "Jesus' hometown"],
  [362, 'SHORT_ANSWER', "Jesus' hometown"],
  [369, 'MANY_FROM_LIST', "What two people are entombed in Grant's…"],
  [375, 'MANY_FROM_LIST', "What two people are entombed in Grant's…"],
  [382, 'ONE_FROM_LIST', 'Which answer equals 5?'],
  [387, 'ONE_FROM_LIST', 'GIFT Control Characters'],
  [406, 'ONE_FROM_LIST', "Who's buried in Grant's tomb?"],
  [408, 'ONE_FROM_LIST', "Grant is _____ in Grant's tomb."],
  [410, 'TRUE_FALSE', "Grant is buried in Grant's tomb."],
  [412, 'SHORT_ANSWER', "Who's buried in Grant's tomb?"],
  [414, 'NUMERICAL', 'When was Ulysses S. Grant born?'],
  [416, 'MATCHING', 'Match the following countries with…'],
  [423, 'ONE_FROM_LIST', "Grant's Tomb"],
  [429, 'ONE_FROM_LIST', 'Difficult multiple choice question.'],
  [434, 'SHORT_ANSWER', "Jesus' hometown (Short answer ex.)"],
  [441, 'NUMERICAL', 'Numerical example'],
];

describe('the examples of Moodle’s GIFT documentation and examples.txt', () => {
  it('all import, with no problem, each as the kind Moodle makes of it', () => {
    expect(docs.problems).toEqual([]);
    expect(docs.questions.map((q) => [q.line, q.type, q.name])).toEqual(DOCS_TABLE);
  });

  it('are worth one point each, a description none', () => {
    for (const q of docs.questions) expect(q.points).toBe(q.type === 'DESCRIPTION' ? 0 : 1);
  });

  it('reads multiple choice with feedback, ids in file order and the right answer', () => {
    expect(at(13)).toMatchObject({
      text: "What's between orange and green in the spectrum?",
      shuffleAnswers: true,
      answers: [
        { id: 1, text: 'yellow', credit: 1, feedback: 'right; good!' },
        { id: 2, text: 'red', credit: 0, feedback: "wrong, it's yellow" },
        { id: 3, text: 'blue', credit: 0, feedback: "wrong, it's yellow" },
      ],
    });
  });

  it('puts a blank where the answers stood in the middle of the text (missing word), none at the end', () => {
    expect(at(42).text).toBe("Grant is _____ in Grant's tomb.");
    expect(at(40).text).toBe("Who's buried in Grant's tomb?");
    expect(at(123).text).toBe('Japanese characters originally\ncame from what country?');
  });

  it('reads percentage weights as credits, negative ones in many-from-list', () => {
    expect(answersOf(at(157)).map((a) => [a.text, a.credit])).toEqual([
      ['Jerusalem', 0],
      ['Bethlehem', 0.25],
      ['Galilee', 0.5],
      ['Nazareth', 1],
    ]);
    expect(answersOf(at(59)).map((a) => a.credit)).toEqual([-1, 0.5, 0.5, -1]);
    expect(answersOf(at(172)).map((a) => a.credit)).toEqual([0.3333333, 0.3333333, 0.3333333, -1]);
    expect(at(164)).toMatchObject({
      type: 'SHORT_ANSWER',
      caseSensitive: false,
      answers: [
        { text: 'Nazareth', credit: 1, feedback: "Yes! That's right!" },
        { text: 'Nazereth', credit: 0.75, feedback: 'Right, but misspelled.' },
        { text: 'Bethlehem', credit: 0.25 },
      ],
    });
  });

  it('reads true/false with Moodle’s wrong-then-right feedback', () => {
    expect(at(10)).toMatchObject({ correct: true, feedbackTrue: '', feedbackFalse: '' });
    expect(at(70)).toMatchObject({ correct: false });
    expect(at(141)).toMatchObject({ correct: false, feedbackTrue: "No one is buried in Grant's tomb.", feedbackFalse: 'Right: no one.' });
    expect(at(352)).toMatchObject({ correct: false, feedbackTrue: "No one is buried in Grant's tomb.", feedbackFalse: '' });
  });

  it('reads numerical answers: tolerance, range, several with weights and feedback', () => {
    expect(at(23)).toMatchObject({ answers: [{ id: 1, value: 3, tolerance: 2, credit: 1 }] });
    expect(at(26)).toMatchObject({ answers: [{ value: 3, tolerance: 2, credit: 1 }] });
    expect(at(97)).toMatchObject({ answers: [{ value: 1822, tolerance: 5 }] });
    expect(at(309)).toMatchObject({ answers: [{ value: 1822, tolerance: 0 }] });
    // 3.141..3.142 is 3.1415 ± 0.0005 exactly, not floating point's 3.1414999999999997.
    expect(numbersOf(at(101))).toMatchObject([{ value: 3.1415, tolerance: 0.0005 }]);
    expect(at(30)).toMatchObject({
      answers: [
        { id: 1, value: 1822, tolerance: 0, credit: 1, feedback: 'Correct! Full credit.' },
        { id: 2, value: 1822, tolerance: 2, credit: 0.5, feedback: 'He was born in 1822. Half credit for being close.' },
      ],
    });
    expect(numbersOf(at(441))[1].feedback).toBe('He was born in 1822.\nYou get 50% credit for being close.');
  });

  it('reads matching pairs, a distractor with an empty left side, and general feedback', () => {
    expect(at(83)).toMatchObject({
      generalFeedback: "It's good to know the capitals",
      pairs: [
        { id: 1, left: 'Canada', right: 'Ottawa' },
        { id: 2, left: 'Italy', right: 'Rome' },
        { id: 3, left: 'Japan', right: 'Tokyo' },
        { id: 4, left: 'India', right: 'New Delhi' },
      ],
    });
    expect(at(416)).toMatchObject({ pairs: [{ left: 'Canada', right: 'Ottawa' }, { left: 'Italy' }, { left: 'Japan', right: 'Tokyo' }] });
    expect(at(232)).toMatchObject({ pairs: [{ left: 'Canada' }, { left: 'Italy' }, { id: 3, left: '', right: 'Beijing' }] });
  });

  it('reads general feedback after ####', () => {
    expect(at(145)).toMatchObject({ generalFeedback: 'A pound is 16 ounces.', answers: [{ text: '16', credit: 1 }] });
    expect(at(147)).toMatchObject({
      generalFeedback: 'Rome has been the capital since 1871.',
      answers: [{ feedback: 'Yes.' }, { feedback: 'No.' }],
    });
    expect(at(36)).toMatchObject({ type: 'ESSAY', generalFeedback: '' });
  });

  it('reads the text formats, Moodle’s by default', () => {
    expect(at(181)).toMatchObject({ textFormat: 'markdown', text: "Who's buried in **Grant's tomb**?" });
    expect(at(185)).toMatchObject({ textFormat: 'html', text: 'Is <b>this</b> bold?' });
    expect(at(187)).toMatchObject({ textFormat: 'plain', text: 'Is *this* plain?' });
    expect(at(189)).toMatchObject({ textFormat: 'moodle', text: "Is this Moodle's auto-format?" });
    expect(at(40).textFormat).toBe('moodle');
  });

  it('unescapes \\~ \\= \\# \\{ \\} \\: \\\\ and \\n', () => {
    expect(answersOf(at(193)).map((a) => [a.text, a.credit])).toEqual([
      ['= 2 + 2', 0],
      ['= 2 + 3', 1],
      ['= 2 + 4', 0],
    ]);
    const control = answersOf(at(199));
    expect(control.map((a) => a.text)).toEqual(['~', '=', '#', '{', '}', '\\']);
    expect(control[2].feedback).toBe('# is a control character.');
    expect(control[5]).toMatchObject({
      credit: 1,
      feedback: expect.stringMatching(/^Correct! \\ \(backslash\) is not a control character\. BUT,\n/),
    });
    expect(at(212)).toMatchObject({ name: 'Colon: escaped', text: 'The ratio 1:2 is written with a colon.' });
    expect(at(214).text).toBe('First line\nsecond line');
    expect(at(79)).toMatchObject({ text: '1 + 2 =', answers: [{ text: '3', credit: 1 }] });
  });

  it('puts questions into the category of the $CATEGORY line before them, without Moodle’s context and top', () => {
    expect(at(10).categoryPath).toEqual(['Default for GIFT', 'Documentation']);
    expect(at(220).categoryPath).toEqual(['tom']);
    expect(at(224).categoryPath).toEqual(['tom', 'dick', 'harry']);
    expect(at(228).categoryPath).toEqual(['Shared/Common']);
    expect(at(441).categoryPath).toEqual(['Default for GIFT', 'examples.txt']);
    expect(parseGift('::A::a{T}').questions[0].categoryPath).toEqual([]);
    expect(parseGift('$CATEGORY: $course$/top\n\n::A::a{T}').questions[0].categoryPath).toEqual([]);
    // Moodle's own export leaves a blank line after $CATEGORY; a question right below it is read too.
    expect(parseGift('$CATEGORY: x/y\n::A::a{T}').questions[0]).toMatchObject({ categoryPath: ['x', 'y'], line: 2, name: 'A' });
  });

  it('names a question after the start of its text when it has no name', () => {
    expect(defaultQuestionName('<p>Short  <b>one</b></p>')).toBe('Short one');
    expect(defaultQuestionName('Опишите первый закон Ньютона своими словами, приведите пример')).toBe(
      'Опишите первый закон Ньютона своими…',
    );
    expect(parseGift('{T}').questions[0].name).toBe('#1');
  });
});

describe('a Russian file saved on Windows', () => {
  const file = fixture('cyrillic-crlf.txt');
  const { questions, problems } = parseGift(file);

  it('has the bytes of one: a byte order mark and CRLF line ends', () => {
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file).toContain('\r\n');
  });

  it('reads every question, with Cyrillic text, its lines and category', () => {
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.line, q.type, q.name])).toEqual([
      [4, 'ONE_FROM_LIST', 'Скорость'],
      [6, 'SHORT_ANSWER', 'Земля вращается вокруг Солнца.'],
      [8, 'TRUE_FALSE', 'Земля вращается вокруг Солнца.'],
      [10, 'NUMERICAL', 'Ускорение свободного падения'],
      [12, 'SHORT_ANSWER', 'Столица России — _____.'],
      [14, 'MATCHING', 'Сопоставьте величины и единицы.'],
      [20, 'ESSAY', 'Опишите первый закон Ньютона своими…'],
    ]);
    for (const q of questions) expect(q.categoryPath).toEqual(['По умолчанию для Физика', 'Механика']);
    expect(questions[0]).toMatchObject({
      text: 'Единица скорости в СИ',
      answers: [{ text: 'м/с', credit: 1, feedback: 'Верно!' }, { text: 'км/ч', feedback: 'Это не СИ.' }, { text: 'узел' }],
    });
    // Moodle knows only T, TRUE, F and FALSE: a Russian "true" is a short answer.
    expect(questions[1]).toMatchObject({ answers: [{ text: 'ИСТИНА', credit: 1 }] });
    expect(questions[2]).toMatchObject({ correct: true, feedbackTrue: 'Верно, вращается.', feedbackFalse: 'Неверно.' });
    expect(questions[5]).toMatchObject({
      pairs: [{ left: 'Сила', right: 'ньютон' }, { left: 'Работа' }, { left: 'Мощность', right: 'ватт' }],
    });
    for (const q of questions) expect(`${q.name}${q.text}`).not.toMatch(/[\r\uFEFF]/);
  });

  it('reads the same with old Mac line ends (CR alone)', () => {
    const mac = parseGift(file.replaceAll('\r\n', '\r'));
    expect(mac.questions).toEqual(questions);
  });
});

describe('broken questions', () => {
  const lines = [
    '::Good 1::Fine?{T}', // 1
    '',
    '::Unclosed::Where is the end? {=here ~there', // 3
    '',
    '// a comment before the question', // 5
    '::Weight::Pick {~%150%a =b}', // 6
    '',
    '::One answer::Pick {~a}', // 8
    '',
    '::No right::Pick {~a ~b}', // 10
    '',
    '::Not a number::How many? {#ten}', // 12
    '',
    '::One pair::Match {=a -> b}', // 14
    '',
    '::No arrow::Match {=a -> b =c d}', // 16
    '',
    '::Two blocks::{=1 =one} atom and {=2 =two} atoms', // 18
    '',
    '::Stray::Closing } first {T}', // 20
    '',
    '::Backwards range::{#5..1}', // 22
    '',
    '::Negative short::{=%-50%a =b}', // 24
    '',
    '::Good 2::Fine?{F}', // 26
  ];
  const { questions, problems } = parseGift(lines.join('\n'));

  it('become problems on their own lines, with Moodle’s reason', () => {
    expect(problems).toEqual([
      { line: 3, key: 'unclosedBrace' },
      { line: 6, key: 'badWeight', params: { weight: '150' } },
      { line: 8, key: 'tooFewAnswers' },
      { line: 10, key: 'noRightAnswer' },
      { line: 12, key: 'badNumber', params: { value: 'ten' } },
      { line: 14, key: 'badMatching' },
      { line: 16, key: 'badMatching' },
      { line: 18, key: 'unknownKind' },
      { line: 20, key: 'unclosedBrace' },
      { line: 22, key: 'badNumber', params: { value: '5..1' } },
      { line: 24, key: 'badWeight', params: { weight: '-50' } },
    ]);
  });

  it('leave the good questions around them', () => {
    expect(questions.map((q) => [q.line, q.name])).toEqual([
      [1, 'Good 1'],
      [26, 'Good 2'],
    ]);
  });

  it('a catch-all numerical feedback (~) is left out, a numerical block without answers is a problem', () => {
    const read = parseGift('::N::How many? {#=5:1#Close enough ~#Count again}\n\n::Empty::How many? {#}');
    expect(read.questions[0]).toMatchObject({ type: 'NUMERICAL', answers: [{ value: 5, tolerance: 1, feedback: 'Close enough' }] });
    expect(numbersOf(read.questions[0])).toHaveLength(1);
    expect(read.problems).toEqual([{ line: 3, key: 'tooFewAnswers' }]);
  });

  it('a weight with an escaped character is named unescaped', () => {
    expect(parseGift('Pick {~%5\\:0%a =b}').problems).toEqual([{ line: 1, key: 'badWeight', params: { weight: '5:0' } }]);
  });

  it('an empty file, or one of comments and categories only, is a problem', () => {
    expect(parseGift('').problems).toEqual([{ line: 1, key: 'empty' }]);
    expect(parseGift('// only\n\n$CATEGORY: a\n').problems).toEqual([{ line: 1, key: 'empty' }]);
  });

  it('stops one question past the limit', () => {
    const many = Array.from({ length: 5002 }, (_, i) => `Q${i}{T}`).join('\n\n');
    const result = parseGift(many);
    expect(result.questions).toHaveLength(5001);
    expect(result.problems).toEqual([{ line: 10001, key: 'tooManyQuestions', params: { limit: 5000 } }]);
  });
});

type Writable = QuestionData & { categoryPath: string[] };

const head = { textFormat: 'moodle' as const, generalFeedback: '', points: 1 };
const ROUND_TRIP: Writable[] = [
  {
    ...head,
    name: 'One: {of} #list',
    text: 'Pick = the ~right one\nor not \\ really',
    type: 'ONE_FROM_LIST',
    shuffleAnswers: true,
    generalFeedback: 'General #1',
    answers: [
      { id: 1, text: 'right {1}', credit: 1, feedback: 'yes: #1' },
      { id: 2, text: 'half', credit: 0.5, feedback: '' },
      { id: 3, text: '%wrong%', credit: 0, feedback: 'no' },
      { id: 4, text: 'penalty', credit: -0.3333333, feedback: '' },
    ],
    categoryPath: ['Физика', 'A/B'],
  },
  {
    ...head,
    name: 'Many',
    text: '[not a format] text',
    type: 'MANY_FROM_LIST',
    shuffleAnswers: true,
    answers: [
      { id: 1, text: 'a', credit: 0.5, feedback: 'fa' },
      { id: 2, text: 'b', credit: 0.5, feedback: '' },
      { id: 3, text: 'c', credit: -1, feedback: '' },
      { id: 4, text: 'd', credit: 0, feedback: '' },
    ],
    categoryPath: ['Физика', 'A/B'],
  },
  {
    ...head,
    name: 'TF',
    text: 'True?',
    type: 'TRUE_FALSE',
    correct: true,
    feedbackTrue: 'Right',
    feedbackFalse: 'Wrong',
    categoryPath: [],
  },
  { ...head, name: 'TF2', text: 'False?', type: 'TRUE_FALSE', correct: false, feedbackTrue: 'Bad', feedbackFalse: '', categoryPath: [] },
  {
    ...head,
    name: 'TF3',
    text: 'Only right?',
    type: 'TRUE_FALSE',
    correct: true,
    feedbackTrue: 'Good',
    feedbackFalse: '',
    categoryPath: [],
  },
  {
    ...head,
    name: 'Short',
    text: 'Name it',
    textFormat: 'html',
    generalFeedback: '<p>gf</p>',
    type: 'SHORT_ANSWER',
    caseSensitive: false,
    answers: [
      { id: 1, text: 'T', credit: 1, feedback: '<b>ok</b>' },
      { id: 2, text: '%50% off', credit: 1, feedback: '' },
      { id: 3, text: 'close', credit: 0.25, feedback: '' },
    ],
    categoryPath: ['Other'],
  },
  {
    ...head,
    name: 'Numbers',
    text: 'How much?',
    textFormat: 'markdown',
    type: 'NUMERICAL',
    answers: [
      { id: 1, value: -1822.5, tolerance: 0, credit: 1, feedback: 'exact' },
      { id: 2, value: 1e-7, tolerance: 0.25, credit: 0.5, feedback: '' },
    ],
    categoryPath: ['Other'],
  },
  {
    ...head,
    name: 'Match',
    text: 'Match them',
    textFormat: 'plain',
    type: 'MATCHING',
    pairs: [
      { id: 1, left: 'Canada', right: 'Ottawa' },
      { id: 2, left: 'Italy = it', right: 'Rome -> Roma' },
      { id: 3, left: '', right: 'Beijing' },
    ],
    categoryPath: ['Other'],
  },
  { ...head, name: 'Essay', text: 'Write', type: 'ESSAY', generalFeedback: 'Graded by hand', categoryPath: ['Other'] },
  {
    ...head,
    name: 'All right',
    text: 'Any',
    type: 'ONE_FROM_LIST',
    shuffleAnswers: true,
    answers: [
      { id: 1, text: 'a', credit: 1, feedback: '' },
      { id: 2, text: 'b', credit: 1, feedback: '' },
    ],
    categoryPath: ['Other'],
  },
  {
    ...head,
    name: 'Half best',
    text: 'None full',
    type: 'ONE_FROM_LIST',
    shuffleAnswers: true,
    answers: [
      { id: 1, text: 'a', credit: 0, feedback: '' },
      { id: 2, text: 'b', credit: 0.5, feedback: '' },
    ],
    categoryPath: ['Other'],
  },
  { ...head, name: 'Essay 2', text: 'Write more', type: 'ESSAY', categoryPath: ['Other'] },
  { ...head, name: 'Read me', text: 'Just text: {no} answers', points: 0, type: 'DESCRIPTION', categoryPath: [] },
];

describe('writeGift', () => {
  const written = writeGift(ROUND_TRIP);

  it('writes what parseGift reads back as it was, for every kind GIFT has', () => {
    const back = parseGift(written);
    expect(back.problems).toEqual([]);
    expect(back.questions.map(({ line: _line, ...q }) => q)).toEqual(ROUND_TRIP);
  });

  it('writes a $CATEGORY line only where the category changes, and formats other than Moodle’s', () => {
    expect(written.match(/^\$CATEGORY: .*$/gm)).toEqual([
      '$CATEGORY: $course$/top/Физика/A//B',
      '$CATEGORY: $course$/top',
      '$CATEGORY: $course$/top/Other',
      '$CATEGORY: $course$/top',
    ]);
    expect(written).toContain('::Short::[html]Name it{');
    expect(written).toContain('::Many::[moodle][not a format] text{');
    expect(written).toContain('::TF::True?{TRUE#Wrong#Right}');
    expect(written).toContain('::TF3::Only right?{TRUE##Good}');
    expect(written).toContain('::One\\: \\{of\\} \\#list::Pick \\= the \\~right one\\nor not \\\\ really{');
    expect(written).not.toMatch(/\n\s*\n\s*[=~]/);
  });

  it('keeps answers plain in an HTML question (markup read as the text it shows, written back as entities) and feedback in HTML', () => {
    const read = parseGift(
      '::Capital::[html]<p>The <b>capital</b>?</p>{=<b>Paris</b> & co#<i>Yes</i> &amp; right ~Lyon#No ####<p>See <i>maps</i></p>}',
    );
    expect(read.problems).toEqual([]);
    const [question] = read.questions as Array<ParsedQuestion & { answers: ChoiceAnswer[] }>;
    expect(question).toMatchObject({ textFormat: 'html', text: '<p>The <b>capital</b>?</p>', generalFeedback: '<p>See <i>maps</i></p>' });
    expect(question.answers.map((a) => [a.text, a.feedback])).toEqual([
      ['Paris & co', '<i>Yes</i> &amp; right'],
      ['Lyon', 'No'],
    ]);
    const { line: _line, ...plain } = question;
    const lessThan: Writable = {
      ...plain,
      categoryPath: [],
      type: 'SHORT_ANSWER',
      caseSensitive: false,
      answers: [{ id: 1, text: 'a < b', credit: 1, feedback: '<i>markup</i> here' }],
    } as Writable;
    const written = writeGift([lessThan]);
    expect(written).toContain('=a &lt; b#<i>markup</i> here');
    expect((parseGift(written).questions[0] as { answers: ChoiceAnswer[] }).answers[0]).toMatchObject({
      text: 'a < b',
      feedback: '<i>markup</i> here',
    });
  });

  it('writes an ordering question as a comment and a file answer as an essay', () => {
    const other = writeGift([
      { ...head, name: 'Order\nthem', text: 'Order', type: 'ORDERING', items: [{ id: 1, text: 'a' }], categoryPath: [] },
      { ...head, name: 'Upload', text: 'Send a file', type: 'FILE_ANSWER', categoryPath: [] },
    ]);
    expect(other).toContain('// ordering question "Order them" cannot be written in GIFT\n');
    const back = parseGift(other);
    expect(back.questions.map((q) => [q.type, q.name, q.text])).toEqual([['ESSAY', 'Upload', 'Send a file']]);
  });

  it('writes the documentation’s examples so that they read back the same', () => {
    const back = parseGift(writeGift(docs.questions));
    expect(back.problems).toEqual([]);
    expect(back.questions.map(({ line: _line, ...q }) => q)).toEqual(docs.questions.map(({ line: _line, ...q }) => q));
  });
});
