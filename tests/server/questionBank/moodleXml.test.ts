import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedQuestion, QuestionData } from '../../../src/api/questionBank.js';
import { parseMoodleXml } from '../../../server/routes/questionBank/moodleXml/parseMoodleXml.js';
import { writeMoodleXml } from '../../../server/routes/questionBank/moodleXml/writeMoodleXml.js';

/*
 * Moodle XML: a file as Moodle 4's export writes it imports kind by kind, with its categories,
 * while a type the bank cannot take is reported on its line; broken XML and external entities
 * are refused; a Windows copy (BOM, CRLF) and Russian text read the same; and what
 * writeMoodleXml writes parseMoodleXml reads back unchanged.
 */

const exported = readFileSync(new URL('../../fixtures/moodlexml/moodle-export.xml', import.meta.url), 'utf8');
const parsed = parseMoodleXml(exported);

/** The 1-based line of the `<question` that follows Moodle's `<!-- question: id  -->` comment. */
function lineAfterComment(xml: string, id: number): number {
  const comment = xml.indexOf(`<!-- question: ${id}  -->`);
  if (comment < 0) throw new Error(`no question ${id}`);
  return xml.slice(0, xml.indexOf('<question', comment)).split('\n').length;
}

function named(name: string, result = parsed): ParsedQuestion {
  const question = result.questions.find((q) => q.name === name);
  if (!question) throw new Error(`no question named ${name}`);
  return question;
}

/** A question literal checked against the model, for the round trip. */
const q = (question: QuestionData & { categoryPath: string[] }) => question;

describe('a Moodle 4 export', () => {
  it('reads every supported question in file order, each with the line its <question> starts on', () => {
    expect(parsed.questions.map((x) => [x.name, x.type])).toEqual([
      ['Capital of France', 'ONE_FROM_LIST'],
      ['Prime numbers', 'MANY_FROM_LIST'],
      ['Free fall', 'TRUE_FALSE'],
      ['Unit of force', 'SHORT_ANSWER'],
      ['Gravity', 'NUMERICAL'],
      ['Laws of motion', 'MATCHING'],
      ['Planets from the Sun', 'ORDERING'],
      ['Единица температуры', 'ONE_FROM_LIST'],
      ['Entropy essay', 'ESSAY'],
      ['Lab report upload', 'FILE_ANSWER'],
      ['Section intro', 'DESCRIPTION'],
    ]);
    const ids = [101, 102, 103, 104, 105, 107, 108, 109, 110, 111, 112];
    expect(parsed.questions.map((x) => x.line)).toEqual(ids.map((id) => lineAfterComment(exported, id)));
    expect(named('Capital of France').line).toBe(15);
  });

  it('reports the calculated question as unsupported on its line and nothing else', () => {
    expect(parsed.problems).toEqual([{ line: lineAfterComment(exported, 106), key: 'unsupportedType', params: { type: 'calculated' } }]);
    expect(parsed.questions.some((x) => x.name === 'Rectangle area')).toBe(false);
  });

  it('puts questions in the category of the category question before them, without $course$ and top', () => {
    expect(named('Capital of France').categoryPath).toEqual(['Default for Physics 101']);
    expect(named('Prime numbers').categoryPath).toEqual(['Default for Physics 101']);
    expect(named('Free fall').categoryPath).toEqual(['Default for Physics 101', 'Mechanics']);
    expect(named('Planets from the Sun').categoryPath).toEqual(['Default for Physics 101', 'Mechanics']);
    expect(named('Единица температуры').categoryPath).toEqual(['Default for Physics 101', 'Термодинамика']);
    expect(named('Section intro').categoryPath).toEqual(['Default for Physics 101', 'Термодинамика']);
  });

  it('reads a one-from-list question: HTML text and feedback kept with its format, answers as the plain text they show', () => {
    expect(named('Capital of France')).toEqual({
      name: 'Capital of France',
      text: '<p dir="ltr" style="text-align: left;">What is the capital of <strong>France</strong>?</p>',
      textFormat: 'html',
      generalFeedback: '<p>Paris has been the capital since 987.</p>',
      points: 2,
      type: 'ONE_FROM_LIST',
      shuffleAnswers: true,
      answers: [
        { id: 1, text: 'Paris', credit: 1, feedback: '<p>Right &amp; well done.</p>' },
        { id: 2, text: 'Lyon', credit: 0, feedback: '' },
        { id: 3, text: 'Marseille', credit: 0, feedback: '' },
      ],
      categoryPath: ['Default for Physics 101'],
      line: 15,
    });
  });

  it('reads a many-from-list question with Moodle thirds and a negative credit', () => {
    const primes = named('Prime numbers');
    expect(primes).toMatchObject({ type: 'MANY_FROM_LIST', shuffleAnswers: false, points: 3 });
    expect(primes.type === 'MANY_FROM_LIST' && primes.answers).toEqual([
      { id: 1, text: '2', credit: 0.3333333, feedback: '' },
      { id: 2, text: '3', credit: 0.3333333, feedback: '' },
      { id: 3, text: '5', credit: 0.3333333, feedback: '' },
      { id: 4, text: '9', credit: -1, feedback: '9 = 3 × 3' },
    ]);
  });

  it('reads true/false with the feedback of each answer', () => {
    expect(named('Free fall')).toMatchObject({
      type: 'TRUE_FALSE',
      textFormat: 'moodle',
      text: 'In a vacuum, a feather and a hammer fall at the same rate.',
      correct: true,
      feedbackTrue: 'Yes: Apollo 15 showed it.',
      feedbackFalse: 'Think of the Moon.',
      points: 1,
    });
  });

  it('reads short answer with usecase as case sensitivity', () => {
    expect(named('Unit of force')).toMatchObject({
      type: 'SHORT_ANSWER',
      caseSensitive: true,
      answers: [
        { id: 1, text: 'Newton', credit: 1, feedback: '' },
        { id: 2, text: 'N', credit: 0.5, feedback: 'The symbol, not the name.' },
      ],
    });
  });

  it('reads numerical answers with their tolerance, leaving the units out', () => {
    expect(named('Gravity')).toMatchObject({
      type: 'NUMERICAL',
      points: 1.5,
      answers: [
        { id: 1, value: 9.81, tolerance: 0.05, credit: 1, feedback: '' },
        { id: 2, value: 10, tolerance: 0, credit: 0.5, feedback: 'Rounded.' },
      ],
    });
  });

  it('reads matching pairs, an empty subquestion being a distractor', () => {
    expect(named('Laws of motion')).toMatchObject({
      type: 'MATCHING',
      pairs: [
        { id: 1, left: 'First law', right: 'Inertia' },
        { id: 2, left: 'Second law', right: 'F = ma' },
        { id: 3, left: 'Third law', right: 'Action & reaction' },
        { id: 4, left: '', right: 'Conservation of energy' },
      ],
    });
  });

  it('reads ordering items in their right order', () => {
    expect(named('Planets from the Sun')).toMatchObject({
      type: 'ORDERING',
      items: [
        { id: 1, text: 'Mercury' },
        { id: 2, text: 'Venus' },
        { id: 3, text: 'Earth' },
        { id: 4, text: 'Mars' },
      ],
    });
  });

  it('reads Cyrillic names, texts and answers', () => {
    const kelvin = named('Единица температуры');
    expect(kelvin.text).toBe('<p>Какая единица температуры входит в СИ?</p>');
    expect(kelvin.generalFeedback).toBe('<p>Кельвин — основная единица СИ.</p>');
    expect(kelvin.type === 'ONE_FROM_LIST' && kelvin.answers.map((a) => [a.text, a.credit, a.feedback])).toEqual([
      ['Кельвин', 1, 'Да.'],
      ['Градус Цельсия', 0, ''],
    ]);
  });

  it('reads an essay as an essay, and a files-only one as a file answer; a description is worth nothing', () => {
    expect(named('Entropy essay')).toMatchObject({ type: 'ESSAY', points: 10 });
    expect(named('Lab report upload')).toMatchObject({ type: 'FILE_ANSWER', points: 5 });
    expect(named('Section intro')).toMatchObject({
      type: 'DESCRIPTION',
      points: 0,
      text: '<h3>Part two</h3>\n<p>The next questions are about heat.</p>',
    });
  });

  it('reads the same from a Windows copy with a byte-order mark and CRLF line ends', () => {
    const windows = `\uFEFF${exported.replace(/\n/g, '\r\n')}`;
    const again = parseMoodleXml(windows);
    expect(again).toEqual(parsed);
    expect(JSON.stringify(again)).not.toContain('\r');
  });
});

describe('Moodle XML details', () => {
  const quiz = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}\n</quiz>\n`;
  const multichoice = (answers: string, extra = '') =>
    quiz(
      `<question type="multichoice"><name><text>M</text></name><questiontext format="html"><text>Q?</text></questiontext>${extra}${answers}</question>`,
    );

  it('strips any context prefix and top, unescapes doubled slashes, and takes old paths without top', () => {
    const paths = [
      '$system$/top/A/B',
      '$module$/top/Bank',
      '$cat1$/X',
      '$course$/Old/Path',
      'a//b/c',
      '$course$/top',
      '$course$/top/ Spaced /',
    ];
    const xml = quiz(
      paths
        .map(
          (p, i) =>
            `<question type="category"><category><text>${p}</text></category></question>\n<question type="description"><name><text>d${i}</text></name><questiontext><text>t</text></questiontext></question>`,
        )
        .join('\n'),
    );
    expect(parseMoodleXml(xml).questions.map((x) => x.categoryPath)).toEqual([
      ['A', 'B'],
      ['Bank'],
      ['X'],
      ['Old', 'Path'],
      ['a/b', 'c'],
      [],
      ['Spaced'],
    ]);
  });

  it('names an unnamed question after the start of its text, tags stripped', () => {
    const xml = multichoice('<answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer>')
      .replace('<name><text>M</text></name>', '')
      .replace(
        '<text>Q?</text>',
        '<text><![CDATA[<p>Which   <b>river</b> flows through Paris &amp; Rouen on its way to the sea?</p>]]></text>',
      );
    expect(parseMoodleXml(xml).questions[0].name).toBe('Which river flows through Paris & Rouen…');
  });

  it('puts feedback in its question’s format: HTML into a plain question as the text it shows, plain into an HTML one escaped', () => {
    const answers =
      '<answer fraction="100"><text>a</text><feedback format="html"><text><![CDATA[<p>Yes &amp; <b>right</b></p>]]></text></feedback></answer>' +
      '<answer fraction="0"><text>b</text><feedback format="plain_text"><text>No: 1 &lt; 2\nreally</text></feedback></answer>';
    const feedbackOf = (format: string) => {
      const [question] = parseMoodleXml(multichoice(answers).replace('format="html"', `format="${format}"`)).questions;
      return question.type === 'ONE_FROM_LIST' ? question.answers.map((a) => a.feedback) : [];
    };
    expect(feedbackOf('plain_text')).toEqual(['Yes & right', 'No: 1 < 2\nreally']);
    expect(feedbackOf('html')).toEqual(['<p>Yes &amp; <b>right</b></p>', 'No: 1 &lt; 2<br>really']);
    expect(feedbackOf('markdown')).toEqual(['Yes & right', 'No: 1 < 2\nreally']);
  });

  it('takes defaults Moodle takes: one point, html text, single answer without shuffling', () => {
    const [question] = parseMoodleXml(
      multichoice('<answer fraction="100"><text>a</text></answer><answer><text>b</text></answer>').replace(' format="html"', ''),
    ).questions;
    expect(question).toMatchObject({ points: 1, textFormat: 'html', type: 'ONE_FROM_LIST', shuffleAnswers: false });
    expect(question.type === 'ONE_FROM_LIST' && question.answers.map((a) => a.credit)).toEqual([1, 0]);
  });

  it('drops blank answers and numbers the rest 1..n; decodes numeric character references', () => {
    const [question] = parseMoodleXml(
      multichoice(
        '<answer fraction="100"><text>&#1041;&#x44B;</text></answer><answer fraction="0"><text>  </text></answer><answer fraction="0"><text>c</text></answer>',
        '<single>1</single><shuffleanswers>1</shuffleanswers>',
      ),
    ).questions;
    expect(question.type === 'ONE_FROM_LIST' && question).toMatchObject({
      shuffleAnswers: true,
      answers: [
        { id: 1, text: 'Бы' },
        { id: 2, text: 'c' },
      ],
    });
  });

  it('rounds the default grade to two decimals', () => {
    const [question] = parseMoodleXml(
      multichoice(
        '<answer fraction="100"><text>a</text></answer><answer><text>b</text></answer>',
        '<defaultgrade>2.3456789</defaultgrade>',
      ),
    ).questions;
    expect(question.points).toBe(2.35);
  });

  it('reports a fraction out of range, a numerical answer that is no number and a subquestion without an answer, each on its line', () => {
    const xml = quiz(
      [
        '<question type="multichoice"><name><text>W</text></name><answer fraction="150"><text>a</text></answer></question>',
        '<question type="numerical"><name><text>N</text></name><answer fraction="100"><text>*</text></answer></question>',
        '<question type="numerical"><name><text>T</text></name><answer fraction="100"><text>1</text><tolerance>abc</tolerance></answer></question>',
        '<question type="matching"><name><text>P</text></name><subquestion><text>left</text><answer><text></text></answer></subquestion></question>',
        '<question type="shortanswer"><name><text>OK</text></name><answer fraction="100"><text>yes</text></answer></question>',
      ].join('\n'),
    );
    const result = parseMoodleXml(xml);
    expect(result.problems).toEqual([
      { line: 3, key: 'badWeight', params: { weight: '150' } },
      { line: 4, key: 'badNumber', params: { value: '*' } },
      { line: 5, key: 'badNumber', params: { value: 'abc' } },
      { line: 6, key: 'badMatching' },
    ]);
    expect(result.questions.map((x) => [x.name, x.line])).toEqual([['OK', 7]]);
  });

  it('reports every other Moodle type as unsupported, with its type, and reads on', () => {
    const types = [
      'calculated',
      'calculatedsimple',
      'calculatedmulti',
      'multianswer',
      'cloze',
      'ddwtos',
      'gapselect',
      'randomsamatch',
      'random',
      'constructor',
      '',
    ];
    const xml = quiz(
      [
        ...types.map((t) => `<question type="${t}"><name><text>x</text></name></question>`),
        '<question type="description"><name><text>D</text></name></question>',
      ].join('\n'),
    );
    const result = parseMoodleXml(xml);
    expect(result.problems).toEqual(types.map((type, i) => ({ line: 3 + i, key: 'unsupportedType', params: { type } })));
    expect(result.questions.map((x) => x.name)).toEqual(['D']);
  });

  it('reads true/false from an old file whose answers are not "true"/"false" by their order', () => {
    const xml = quiz(
      '<question type="truefalse"><name><text>Old</text></name><answer fraction="0"><text>Верно</text></answer><answer fraction="100"><text>Неверно</text><feedback><text>Нет.</text></feedback></answer></question>',
    );
    expect(parseMoodleXml(xml).questions[0]).toMatchObject({ correct: false, feedbackTrue: '', feedbackFalse: 'Нет.' });
  });

  it('takes an essay with unlimited attachments and no text box as a file answer', () => {
    const xml = quiz(
      '<question type="essay"><name><text>F</text></name><responseformat>noinline</responseformat><attachments>-1</attachments></question>',
    );
    expect(parseMoodleXml(xml).questions[0].type).toBe('FILE_ANSWER');
  });
});

describe('files that are not Moodle XML', () => {
  it.each([
    ['a closing tag that does not match', '<?xml version="1.0"?>\n<quiz>\n<question type="essay">\n</quiz>\n', 4],
    ['an unclosed root', '<quiz>\n<question type="essay"></question>\n', 1],
    ['text that is not XML', '::Q1:: GIFT {TRUE}', 1],
    ['a repeated attribute', '<quiz>\n\n<question type="essay" type="x"/></quiz>', 3],
  ])('reports %s as badXml with its line', (_what, xml, line) => {
    const result = parseMoodleXml(xml);
    expect(result.questions).toEqual([]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ key: 'badXml', line });
    expect(String(result.problems[0].params?.detail)).not.toBe('');
  });

  it('reports XML without a <quiz> root as not a Moodle question file', () => {
    expect(parseMoodleXml('<?xml version="1.0"?>\n<html><body>hi</body></html>').problems).toEqual([{ line: 1, key: 'notMoodleQuiz' }]);
  });

  it('reads an empty quiz as no questions and no problems', () => {
    expect(parseMoodleXml('<quiz></quiz>')).toEqual({ questions: [], problems: [] });
  });

  describe('external entities (XXE)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'moodlexml-'));
    const secretFile = path.join(dir, 'secret.txt');
    const SECRET = 'TOP-SECRET-7f3a9c';
    writeFileSync(secretFile, SECRET);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const question = (name: string) =>
      `<quiz><question type="description"><name><text>${name}</text></name><questiontext><text>${name}</text></questiontext></question></quiz>`;

    it.each([
      ['a SYSTEM entity', `<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file://${secretFile}">]>\n${question('&xxe;')}`],
      ['a PUBLIC entity', `<!DOCTYPE quiz [<!ENTITY xxe PUBLIC "-//x//EN" "file://${secretFile}">]>\n${question('&xxe;')}`],
      ['a parameter entity', `<!DOCTYPE quiz [<!ENTITY % ext SYSTEM "file://${secretFile}"> %ext;]>\n${question('x')}`],
      ['an external DTD', `<!DOCTYPE quiz SYSTEM "file://${secretFile}">\n${question('x')}`],
    ])('does not read the file named by %s', (_what, xml) => {
      const result = parseMoodleXml(`<?xml version="1.0"?>\n${xml}`);
      expect(JSON.stringify(result)).not.toContain(SECRET);
    });

    it('refuses an external entity as badXml', () => {
      const result = parseMoodleXml(
        `<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file://${secretFile}">]>\n${question('&xxe;')}`,
      );
      expect(result.questions).toEqual([]);
      expect(result.problems).toMatchObject([{ key: 'badXml' }]);
    });

    it('does not blow up on nested internal entities (billion laughs)', () => {
      const lol = ['<!ENTITY l0 "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`)].join('');
      const result = parseMoodleXml(`<?xml version="1.0"?>\n<!DOCTYPE quiz [${lol}]>\n${question('&l9;')}`);
      expect(JSON.stringify(result).length).toBeLessThan(200_000);
    });
  });
});

describe('writeMoodleXml', () => {
  const everyKind = [
    q({
      categoryPath: ['Physics'],
      name: 'One',
      type: 'ONE_FROM_LIST',
      text: '<p>Pick <b>one</b> & only one]]> here</p>',
      textFormat: 'html',
      generalFeedback: '<p>Because.</p>',
      points: 2,
      shuffleAnswers: true,
      answers: [
        { id: 1, text: 'Paris <b>', credit: 1, feedback: 'Yes & yes' },
        { id: 2, text: 'Lyon', credit: 0, feedback: '' },
      ],
    }),
    q({
      categoryPath: ['Physics'],
      name: 'Many',
      type: 'MANY_FROM_LIST',
      text: 'Pick some',
      textFormat: 'plain',
      generalFeedback: '',
      points: 3,
      shuffleAnswers: false,
      answers: [
        { id: 1, text: '2', credit: 0.3333333, feedback: '' },
        { id: 2, text: '3', credit: 0.3333333, feedback: '' },
        { id: 3, text: '5', credit: 0.3333334, feedback: '' },
        { id: 4, text: '9', credit: -1, feedback: 'no' },
        { id: 5, text: '4', credit: -0.5, feedback: '' },
      ],
    }),
    q({
      categoryPath: ['Physics', 'Mechanics'],
      name: 'TF',
      type: 'TRUE_FALSE',
      text: 'Sky is *blue*',
      textFormat: 'markdown',
      generalFeedback: 'g',
      points: 1,
      correct: false,
      feedbackTrue: 'No.',
      feedbackFalse: 'Right.',
    }),
    q({
      categoryPath: ['Physics', 'Mechanics'],
      name: 'Short',
      type: 'SHORT_ANSWER',
      text: 'Unit?',
      textFormat: 'moodle',
      generalFeedback: '',
      points: 1.25,
      caseSensitive: true,
      answers: [
        { id: 1, text: 'Newton', credit: 1, feedback: '' },
        { id: 2, text: 'N*', credit: 0.5, feedback: 'Close' },
      ],
    }),
    q({
      categoryPath: ['Physics', 'Mechanics'],
      name: 'Num',
      type: 'NUMERICAL',
      text: 'g?',
      textFormat: 'plain',
      generalFeedback: '',
      points: 1,
      answers: [
        { id: 1, value: 9.81, tolerance: 0.05, credit: 1, feedback: '' },
        { id: 2, value: -1.5e-7, tolerance: 0, credit: 0.1, feedback: 'tiny' },
      ],
    }),
    q({
      categoryPath: ['a/b', 'Термодинамика'],
      name: 'Пары',
      type: 'MATCHING',
      text: '<p>Сопоставьте</p>',
      textFormat: 'html',
      generalFeedback: '',
      points: 3,
      pairs: [
        { id: 1, left: 'Кельвин', right: 'K' },
        { id: 2, left: 'Джоуль', right: 'J' },
        { id: 3, left: '', right: 'W' },
      ],
    }),
    q({
      categoryPath: ['a/b', 'Термодинамика'],
      name: 'Order',
      type: 'ORDERING',
      text: 'Order them',
      textFormat: 'plain',
      generalFeedback: '',
      points: 1,
      items: [
        { id: 1, text: 'Mercury' },
        { id: 2, text: 'Venus & co' },
        { id: 3, text: 'Earth' },
      ],
    }),
    q({ categoryPath: ['Physics'], name: 'Essay', type: 'ESSAY', text: 'Write', textFormat: 'html', generalFeedback: '', points: 10 }),
    q({
      categoryPath: ['Physics'],
      name: 'Upload',
      type: 'FILE_ANSWER',
      text: 'Upload',
      textFormat: 'html',
      generalFeedback: '',
      points: 5,
    }),
    q({
      categoryPath: ['Physics'],
      name: 'Intro',
      type: 'DESCRIPTION',
      text: '<h3>Part</h3>',
      textFormat: 'html',
      generalFeedback: '',
      points: 0,
    }),
  ];
  const xml = writeMoodleXml(everyKind, 'Physics 101');

  it('reads back every kind as it was written', () => {
    const back = parseMoodleXml(xml);
    expect(back.problems).toEqual([]);
    expect(back.questions.map(({ line: _line, ...rest }) => rest)).toEqual(everyKind);
  });

  it('writes Moodle elements: declaration, quiz, category questions where the category changes, types and fractions', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n')).toBe(true);
    expect(xml.trimEnd().endsWith('</quiz>')).toBe(true);
    expect([...xml.matchAll(/<category>\s*<text>(.*)<\/text>/g)].map((m) => m[1])).toEqual([
      '$course$/top/Physics',
      '$course$/top/Physics/Mechanics',
      '$course$/top/a//b/Термодинамика',
      '$course$/top/Physics',
    ]);
    expect([...xml.matchAll(/<question type="(\w+)">/g)].map((m) => m[1])).toEqual([
      'category',
      'multichoice',
      'multichoice',
      'category',
      'truefalse',
      'shortanswer',
      'numerical',
      'category',
      'matching',
      'ordering',
      'category',
      'essay',
      'essay',
      'description',
    ]);
    for (const fraction of ['100', '0', '33.33333', '33.33334', '-100', '-50', '10', '1.0000000', '2.0000000', '3.0000000'])
      expect(xml).toContain(`fraction="${fraction}"`);
    expect(xml).toContain('<defaultgrade>2.0000000</defaultgrade>');
    expect(xml).toContain('<single>false</single>');
    expect(xml).toContain('<usecase>1</usecase>');
    expect(xml).toContain('<responseformat>noinline</responseformat>');
    expect(xml).toContain('<gradingtype>ABSOLUTE_POSITION</gradingtype>');
  });

  it('puts markup in CDATA and splits a ]]> inside it', () => {
    expect(xml).toContain('<text><![CDATA[<p>Pick <b>one</b> & only one]]]]><![CDATA[> here</p>]]></text>');
    expect(xml).toContain('<text>Order them</text>');
  });

  it("writes questions without a category into Moodle's default category of the course", () => {
    const out = writeMoodleXml([{ ...everyKind[7], categoryPath: [] }], 'Bio/Chem');
    expect(out).toContain('<text>$course$/top/Default for Bio//Chem</text>');
    expect(parseMoodleXml(out).questions[0].categoryPath).toEqual(['Default for Bio/Chem']);
  });

  it('reads back the Moodle export it was given, rewritten', () => {
    const rewritten = parseMoodleXml(writeMoodleXml(parsed.questions, 'Physics 101'));
    const strip = (list: ParsedQuestion[]) => list.map(({ line: _line, ...rest }) => rest);
    expect(strip(rewritten.questions)).toEqual(strip(parsed.questions));
  });

  it('leaves out characters XML cannot hold', () => {
    const out = writeMoodleXml([{ ...everyKind[7], text: 'a\u0001b\u0000c\ud800d\uffff' }], 'C');
    expect(parseMoodleXml(out).questions[0].text).toBe('abcd');
  });
});
