import { describe, expect, it } from 'vitest';
import {
  checkResponse,
  correctResponse,
  feedbackFor,
  scoreResponse,
  type ResponseProblem,
} from '../../../server/routes/quizzes/questionScoring.js';
import { parseTypedNumber } from '../../../server/routes/quizzes/responseMatching.js';
import { autoPoints, type ScoredQuestion } from '../../../server/routes/quizzes/scoring.js';
import {
  BANK_QUESTION_TYPES,
  BANK_TEXT_MAX_LENGTH,
  type ChoiceAnswer,
  type NumericAnswer,
  type QuestionBody,
  type QuestionData,
  type QuestionResponse,
} from '../../../src/api/questionBank.js';

const head = { name: 'Q', text: 'Question?', textFormat: 'plain' as const, generalFeedback: 'General.' };
const question = (body: QuestionBody, points = 10): QuestionData => ({ ...head, points, ...body }) as QuestionData;
const choice = (id: number, credit: number, text = `answer ${id}`, feedback = ''): ChoiceAnswer => ({ id, text, credit, feedback });
const numeric = (id: number, value: number, tolerance: number, credit = 1, feedback = ''): NumericAnswer => ({
  id,
  value,
  tolerance,
  credit,
  feedback,
});
const points = (q: QuestionData, response: QuestionResponse | undefined) => scoreResponse(q, response).points;

/** One-from-list worth 10: 2 right, 3 half right, 4 negative. */
const one = question({
  type: 'ONE_FROM_LIST',
  shuffleAnswers: true,
  answers: [choice(1, 0, 'a', 'Not a.'), choice(2, 1, 'b', 'Yes, b.'), choice(3, 0.5, 'c', ''), choice(4, -0.5, 'd', 'Never d.')],
});
/** Many-from-list worth 6: 11, 12 right (half each), 13, 14 wrong (−half each). */
const many = question(
  {
    type: 'MANY_FROM_LIST',
    shuffleAnswers: false,
    answers: [choice(11, 0.5, 'x', 'x is right'), choice(12, 0.5, 'y', ''), choice(13, -0.5, 'z', 'z is wrong'), choice(14, -0.5, 'w')],
  },
  6,
);
const truthIs = (correct: boolean) => question({ type: 'TRUE_FALSE', correct, feedbackTrue: 'It is not true.', feedbackFalse: '' });
const trueFalse = truthIs(false);
const short = (answers: ChoiceAnswer[], caseSensitive = false, pts = 10) => question({ type: 'SHORT_ANSWER', answers, caseSensitive }, pts);
const numerical = (answers: NumericAnswer[], pts = 10) => question({ type: 'NUMERICAL', answers }, pts);
/** Matching worth 6: three lefts (21, 22, 23) and a distractor (24) on the right only. */
const matching = question(
  {
    type: 'MATCHING',
    pairs: [
      { id: 21, left: 'cat', right: 'meow' },
      { id: 22, left: 'dog', right: 'woof' },
      { id: 23, left: 'cow', right: 'moo' },
      { id: 24, left: ' ', right: 'quack' },
    ],
  },
  6,
);
/** Ordering worth 4: items 31…34 in this order. */
const ordering = question({ type: 'ORDERING', items: [31, 32, 33, 34].map((id) => ({ id, text: `step ${id}` })) }, 4);
const essay = question({ type: 'ESSAY' });
const fileAnswer = question({ type: 'FILE_ANSWER' });
const description = question({ type: 'DESCRIPTION' }, 0);

describe('one-from-list: the chosen answer’s credit × points', () => {
  it('gives full, partial and no points by credit; a negative credit scores 0', () => {
    expect(points(one, { choices: [2] })).toBe(10);
    expect(points(one, { choices: [3] })).toBe(5);
    expect(points(one, { choices: [1] })).toBe(0);
    expect(points(one, { choices: [4] })).toBe(0);
  });

  it('gives 0 for nothing, more than one answer, or an id that is not an answer', () => {
    expect(points(one, { choices: [] })).toBe(0);
    expect(points(one, { choices: [2, 3] })).toBe(0);
    expect(points(one, { choices: [99] })).toBe(0);
    expect(points(one, undefined)).toBe(0);
  });

  it('counts a repeated id as one choice', () => {
    expect(points(one, { choices: [2, 2] })).toBe(10);
  });

  it('rounds to 2 decimals: 3 points × 1/3', () => {
    const q = question({ type: 'ONE_FROM_LIST', shuffleAnswers: false, answers: [choice(1, 1 / 3), choice(2, 2 / 3)] }, 3);
    expect(points(q, { choices: [1] })).toBe(1);
    const q1 = { ...q, points: 1 };
    expect(points(q1, { choices: [1] })).toBe(0.33);
    expect(points(q1, { choices: [2] })).toBe(0.67);
  });
});

describe('many-from-list: the sum of chosen credits, held to 0…1, × points', () => {
  it('sums credits, right minus wrong', () => {
    expect(points(many, { choices: [11, 12] })).toBe(6);
    expect(points(many, { choices: [11] })).toBe(3);
    expect(points(many, { choices: [11, 12, 13] })).toBe(3);
    expect(points(many, { choices: [] })).toBe(0);
  });

  it('clamps a negative sum to 0 and a sum over 1 to the full points', () => {
    expect(points(many, { choices: [13] })).toBe(0);
    expect(points(many, { choices: [11, 13, 14] })).toBe(0);
    const generous = question({ type: 'MANY_FROM_LIST', shuffleAnswers: false, answers: [choice(1, 0.8), choice(2, 0.8)] }, 5);
    expect(points(generous, { choices: [1, 2] })).toBe(5);
  });

  it('makes full points from Moodle’s 0.3333333 credits', () => {
    const thirds = question(
      { type: 'MANY_FROM_LIST', shuffleAnswers: false, answers: [choice(1, 0.3333333), choice(2, 0.3333333), choice(3, 0.3333333)] },
      3,
    );
    expect(points(thirds, { choices: [1, 2, 3] })).toBe(3);
    expect(points(thirds, { choices: [1] })).toBe(1);
    expect(points({ ...thirds, points: 1000 }, { choices: [1, 2, 3] })).toBe(1000);
    expect(points({ ...thirds, points: 1 }, { choices: [1, 2] })).toBe(0.67);
  });

  it('ignores ids that are not answers and counts a repeated id once', () => {
    expect(points(many, { choices: [11, 99] })).toBe(3);
    expect(points(many, { choices: [11, 11, 11] })).toBe(3);
  });

  it('is the quiz rule (right − wrong)/right when right answers carry 1/right and wrong ones −1/right', () => {
    const cases: { right: number; wrong: number; pts: number }[] = [
      { right: 3, wrong: 2, pts: 6 },
      { right: 3, wrong: 3, pts: 1 },
      { right: 1, wrong: 4, pts: 2.5 },
      { right: 7, wrong: 2, pts: 10 },
      { right: 4, wrong: 0, pts: 3 },
    ];
    let compared = 0;
    for (const { right, wrong, pts } of cases) {
      const options = Array.from({ length: right + wrong }, (_, i) => ({ id: i + 1, isCorrect: i < right }));
      const quiz: ScoredQuestion = { id: 1, kind: 'MANY', points: pts, hasOther: false, options };
      const bank = question(
        { type: 'MANY_FROM_LIST', shuffleAnswers: false, answers: options.map((o) => choice(o.id, o.isCorrect ? 1 / right : -1 / right)) },
        pts,
      );
      // Every subset of the options.
      for (let mask = 0; mask < 1 << options.length; mask++) {
        const chosen = options.filter((_, i) => mask & (1 << i)).map((o) => o.id);
        expect(points(bank, { choices: chosen }), `${right}/${wrong} ${chosen.join(',')}`).toBe(autoPoints(quiz, chosen));
        compared++;
      }
    }
    expect(compared).toBe(32 + 64 + 32 + 512 + 16);
  });
});

describe('true/false', () => {
  it('gives full points for the correct truth only', () => {
    expect(points(trueFalse, { truth: false })).toBe(10);
    expect(points(trueFalse, { truth: true })).toBe(0);
    expect(points(truthIs(true), { truth: true })).toBe(10);
  });
});

describe('short answer', () => {
  const capital = short([choice(1, 1, 'Moscow', 'Right.'), choice(2, 0.5, 'Moskva', 'Transliterated.'), choice(3, 0, '*', 'No.')]);

  it('trims and makes runs of whitespace one space', () => {
    const q = short([choice(1, 1, 'New York')]);
    expect(points(q, { text: '  New   York\n' })).toBe(10);
    expect(points(q, { text: 'New\t York' })).toBe(10);
    expect(points(q, { text: 'NewYork' })).toBe(0);
  });

  it('ignores case unless the question is case-sensitive', () => {
    expect(points(capital, { text: 'MOSCOW' })).toBe(10);
    const sensitive = short([choice(1, 1, 'Moscow')], true);
    expect(points(sensitive, { text: 'Moscow' })).toBe(10);
    expect(points(sensitive, { text: 'moscow' })).toBe(0);
  });

  it('folds Cyrillic case, but keeps ё apart from е', () => {
    const q = short([choice(1, 1, 'Ёлка Москва')]);
    expect(points(q, { text: 'ёлка москва' })).toBe(10);
    expect(points(q, { text: 'ЁЛКА МОСКВА' })).toBe(10);
    expect(points(q, { text: 'елка москва' })).toBe(0);
    expect(points(short([choice(1, 1, 'Ёлка')], true), { text: 'ёлка' })).toBe(0);
  });

  it('takes the best credit among matching answers, a catch-all * giving 0', () => {
    expect(points(capital, { text: 'moskva' })).toBe(5);
    expect(points(capital, { text: 'Paris' })).toBe(0);
    expect(feedbackFor(capital, { text: 'Paris' })).toEqual(['No.']);
    // 'Moscow' also matches '*' (credit 0) but the best credit counts.
    expect(feedbackFor(capital, { text: 'moscow' })).toEqual(['Right.']);
    const catchAllFirst = short([choice(1, 0, '*', 'No.'), choice(2, 0.5, 'Mos*'), choice(3, 1, 'Moscow', 'Right.')]);
    expect(points(catchAllFirst, { text: 'moscow' })).toBe(10);
    expect(feedbackFor(catchAllFirst, { text: 'moscow' })).toEqual(['Right.']);
    expect(points(catchAllFirst, { text: 'Mosul' })).toBe(5);
  });

  it('lets * stand for any run of characters, none included', () => {
    const q = short([choice(1, 1, 'colo*r'), choice(2, 0.5, '*graph*')]);
    expect(points(q, { text: 'color' })).toBe(10);
    expect(points(q, { text: 'colour' })).toBe(10);
    expect(points(q, { text: 'colo' })).toBe(0);
    expect(points(q, { text: 'a colour' })).toBe(0);
    expect(points(q, { text: 'photograph' })).toBe(5);
    expect(points(q, { text: 'graphs' })).toBe(5);
    expect(points(q, { text: 'grap' })).toBe(0);
  });

  it('does not let a wildcard piece overlap the end', () => {
    const q = short([choice(1, 1, 'ab*ba')]);
    expect(points(q, { text: 'aba' })).toBe(0);
    expect(points(q, { text: 'abba' })).toBe(10);
    const middle = short([choice(1, 1, 'a*b*c')]);
    expect(points(middle, { text: 'a-b-c' })).toBe(10);
    expect(points(middle, { text: 'ac' })).toBe(0);
    expect(points(middle, { text: 'abc' })).toBe(10);
  });

  it('takes \\* as a literal asterisk and regex characters as plain text', () => {
    const q = short([choice(1, 1, '2\\*3'), choice(2, 1, 'a.b(c)?')]);
    expect(points(q, { text: '2*3' })).toBe(10);
    expect(points(q, { text: '2x3' })).toBe(0);
    expect(points(q, { text: 'a.b(c)?' })).toBe(10);
    expect(points(q, { text: 'axb(c)' })).toBe(0);
  });

  it('matches a blank response to nothing, not even *', () => {
    expect(points(capital, { text: '   ' })).toBe(0);
    expect(feedbackFor(capital, { text: '' })).toEqual([]);
  });

  it('stays quick on a pattern of many wildcards against a long text', () => {
    const q = short([choice(1, 1, `${'*a'.repeat(40)}*b*`)]);
    const started = Date.now();
    expect(points(q, { text: 'a'.repeat(20_000) })).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('numerical', () => {
  const pi = numerical([numeric(1, 3.14, 0.01, 1, 'Good.'), numeric(2, 3, 0.5, 0.5, 'Roughly.')]);

  it('reads decimal commas, thousand spaces, signs and exponents, and nothing else', () => {
    expect(parseTypedNumber('3,14')).toBe(3.14);
    expect(parseTypedNumber(' 3.14 ')).toBe(3.14);
    expect(parseTypedNumber('1 234 567,5')).toBe(1234567.5);
    expect(parseTypedNumber('1\u00a0234')).toBe(1234);
    expect(parseTypedNumber('-2,5')).toBe(-2.5);
    expect(parseTypedNumber('\u22122')).toBe(-2);
    expect(parseTypedNumber('1,5e3')).toBe(1500);
    expect(parseTypedNumber(',5')).toBe(0.5);
    expect(parseTypedNumber('1e-7')).toBe(1e-7);
    for (const bad of ['', 'abc', '3,14,15', '1,234.5', '12 34', '1 2345', '3.14 m', '0x10', 'Infinity', '1e999', '-', ',', '++1']) {
      expect(parseTypedNumber(bad), bad).toBeNull();
    }
  });

  it('scores the best credit within tolerance', () => {
    expect(points(pi, { text: '3,14' })).toBe(10);
    expect(points(pi, { text: '3.145' })).toBe(10);
    expect(points(pi, { text: '3.3' })).toBe(5);
    expect(points(pi, { text: '4' })).toBe(0);
    expect(points(pi, { text: 'pi' })).toBe(0);
    const wideFirst = numerical([numeric(1, 3, 0.5, 0.5, 'Roughly.'), numeric(2, 3.14, 0.01, 1, 'Good.')]);
    expect(points(wideFirst, { text: '3,14' })).toBe(10);
    expect(feedbackFor(wideFirst, { text: '3,14' })).toEqual(['Good.']);
  });

  it('takes values exactly at the tolerance’s edges despite binary noise, and nothing past them', () => {
    expect(points(pi, { text: '3.15' })).toBe(10);
    expect(points(pi, { text: '3.13' })).toBe(10);
    expect(points(pi, { text: '3.1501' })).toBe(5);
    expect(points(pi, { text: '3.1299' })).toBe(5);
    expect(points(pi, { text: '2.5' })).toBe(5);
    expect(points(pi, { text: '2.4999' })).toBe(0);
    const range = numerical([numeric(1, 0.3, 0.1)]); // 0.2..0.4
    expect(points(range, { text: '0.2' })).toBe(10);
    expect(points(range, { text: '0,4' })).toBe(10);
    expect(points(range, { text: '0.40001' })).toBe(0);
  });

  it('does not widen an exact answer on tiny numbers', () => {
    const tiny = numerical([numeric(1, 1e-6, 0)]);
    expect(points(tiny, { text: '0,000001' })).toBe(10);
    expect(points(tiny, { text: '1.0005e-6' })).toBe(0);
  });
});

describe('matching: lefts matched rightly / pairs with a left side', () => {
  it('gives a share for each left matched to its own pair', () => {
    expect(points(matching, { matches: { '21': 21, '22': 22, '23': 23 } })).toBe(6);
    expect(points(matching, { matches: { '21': 21, '22': 23, '23': 22 } })).toBe(2);
    expect(points(matching, { matches: { '21': 21, '22': 24 } })).toBe(2);
    expect(points(matching, { matches: {} })).toBe(0);
    expect(points({ ...matching, points: 1 }, { matches: { '21': 21, '22': 22 } })).toBe(0.67);
  });

  it('takes a pair with the very same right side as the right choice', () => {
    const kinds = question({
      type: 'MATCHING',
      pairs: [
        { id: 1, left: 'cat', right: 'mammal' },
        { id: 2, left: 'dog', right: 'mammal' },
        { id: 3, left: 'eagle', right: 'bird' },
      ],
    });
    expect(points(kinds, { matches: { '1': 2, '2': 1, '3': 3 } })).toBe(10);
    expect(points(kinds, { matches: { '1': 3, '2': 2, '3': 1 } })).toBe(3.33);
  });

  it('scores 0 when no pair has a left side', () => {
    const none = question({ type: 'MATCHING', pairs: [{ id: 1, left: '', right: 'x' }] });
    expect(points(none, { matches: {} })).toBe(0);
  });
});

describe('ordering: items in their own place / items', () => {
  it('scores by absolute position', () => {
    expect(points(ordering, { order: [31, 32, 33, 34] })).toBe(4);
    expect(points(ordering, { order: [32, 31, 33, 34] })).toBe(2);
    expect(points(ordering, { order: [34, 31, 32, 33] })).toBe(0);
    expect(points(ordering, { order: [31, 33, 32, 34] })).toBe(2);
    expect(points({ ...ordering, points: 1 }, { order: [31, 32, 34, 33] })).toBe(0.5);
    const three = question({ type: 'ORDERING', items: [1, 2, 3].map((id) => ({ id, text: String(id) })) }, 1);
    expect(points(three, { order: [1, 3, 2] })).toBe(0.33);
  });

  it('scores 0 for an order that is not a permutation of the items', () => {
    expect(points(ordering, { order: [31, 32, 33] })).toBe(0);
    expect(points(ordering, { order: [31, 32, 33, 33] })).toBe(0);
    expect(points(ordering, { order: [31, 32, 33, 99] })).toBe(0);
    expect(points(ordering, { order: [31, 32, 33, 34, 35] })).toBe(0);
  });
});

describe('kinds graded by hand or not at all', () => {
  it('scores essays 0, awaiting review only with a non-blank text', () => {
    expect(scoreResponse(essay, { text: 'My essay.' })).toEqual({ points: 0, awaitingReview: true });
    expect(scoreResponse(essay, { text: ' \n ' })).toEqual({ points: 0, awaitingReview: false });
    expect(scoreResponse(essay, undefined)).toEqual({ points: 0, awaitingReview: false });
  });

  it('scores file answers 0, awaiting review with at least one file', () => {
    expect(scoreResponse(fileAnswer, { fileIds: [5] })).toEqual({ points: 0, awaitingReview: true });
    expect(scoreResponse(fileAnswer, { fileIds: [] })).toEqual({ points: 0, awaitingReview: false });
  });

  it('scores a description 0, never awaiting', () => {
    expect(scoreResponse(description, { text: 'x' })).toEqual({ points: 0, awaitingReview: false });
    expect(scoreResponse(description, undefined)).toEqual({ points: 0, awaitingReview: false });
  });
});

describe('responses of the wrong shape score 0', () => {
  it('for every kind', () => {
    expect(points(trueFalse, { text: 'false' })).toBe(0);
    expect(points(one, { truth: true })).toBe(0);
    expect(points(short([choice(1, 1, 'x')]), { choices: [1] })).toBe(0);
    expect(points(numerical([numeric(1, 1, 0)]), { order: [1] })).toBe(0);
    expect(points(matching, { order: [21, 22, 23] })).toBe(0);
    expect(points(ordering, { choices: [31, 32, 33, 34] })).toBe(0);
    expect(scoreResponse(essay, { fileIds: [1] })).toEqual({ points: 0, awaitingReview: false });
    expect(scoreResponse(fileAnswer, { text: 'file' })).toEqual({ points: 0, awaitingReview: false });
  });

  it('for values of the wrong type or extra keys, as JSON may bring', () => {
    const raw = (value: unknown) => value as QuestionResponse;
    expect(points(one, raw({ choices: ['2'] }))).toBe(0);
    expect(points(one, raw({ choices: 2 }))).toBe(0);
    expect(points(trueFalse, raw({ truth: 'false' }))).toBe(0);
    expect(points(trueFalse, raw({ truth: false, text: 'x' }))).toBe(0);
    expect(points(matching, raw({ matches: [21] }))).toBe(0);
    expect(points(matching, raw({ matches: { '21': '21' } }))).toBe(0);
    expect(points(one, raw(null))).toBe(0);
    expect(feedbackFor(trueFalse, raw({ truth: 'false' }))).toEqual([]);
  });
});

describe('checkResponse', () => {
  const check = (q: QuestionData, response: unknown): ResponseProblem | null => checkResponse(q, response as QuestionResponse);

  it('takes valid and partial responses', () => {
    expect(check(one, { choices: [2] })).toBeNull();
    expect(check(one, { choices: [] })).toBeNull();
    expect(check(many, { choices: [11, 13] })).toBeNull();
    expect(check(trueFalse, { truth: true })).toBeNull();
    expect(check(essay, { text: '' })).toBeNull();
    expect(check(matching, { matches: { '21': 24, '22': 22 } })).toBeNull();
    expect(check(ordering, { order: [33, 31] })).toBeNull();
    expect(check(fileAnswer, { fileIds: [7, 8] })).toBeNull();
  });

  it('refuses the wrong shape', () => {
    expect(check(trueFalse, { text: 'true' })).toBe('wrongShape');
    expect(check(one, { choices: [1.5] })).toBe('wrongShape');
    expect(check(one, {})).toBe('wrongShape');
    expect(check(short([]), { text: 'a', choices: [] })).toBe('wrongShape');
    expect(check(matching, { matches: null })).toBe('wrongShape');
    expect(check(description, { text: 'x' })).toBe('wrongShape');
    expect(check(ordering, { order: [31, 31] })).toBe('wrongShape');
  });

  it('refuses ids that are not the question’s', () => {
    expect(check(one, { choices: [99] })).toBe('unknownId');
    expect(check(many, { choices: [11, 1] })).toBe('unknownId');
    expect(check(matching, { matches: { '99': 21 } })).toBe('unknownId');
    expect(check(matching, { matches: { '21': 99 } })).toBe('unknownId');
    // The distractor has no left side to match from.
    expect(check(matching, { matches: { '24': 21 } })).toBe('unknownId');
    expect(check(matching, { matches: { '021': 21 } })).toBe('unknownId');
    expect(check(ordering, { order: [31, 99] })).toBe('unknownId');
  });

  it('refuses two choices on one-from-list but not a repeated one', () => {
    expect(check(one, { choices: [1, 2] })).toBe('oneChoiceOnly');
    expect(check(one, { choices: [2, 2] })).toBeNull();
    expect(check(many, { choices: [11, 12] })).toBeNull();
  });

  // Segmenting 20,000 characters takes about half a second on Node 20's Intl.Segmenter.
  it('counts a text’s length in characters as a person sees them', { timeout: 20_000 }, () => {
    const max = BANK_TEXT_MAX_LENGTH;
    expect(check(essay, { text: 'x'.repeat(max) })).toBeNull();
    expect(check(essay, { text: 'x'.repeat(max + 1) })).toBe('tooLong');
    // A family emoji is one character of eight UTF-16 units.
    expect(check(essay, { text: `${'x'.repeat(max - 1)}👨‍👩‍👧` })).toBeNull();
    expect(check(short([]), { text: `${'я'.repeat(max)}👨‍👩‍👧` })).toBe('tooLong');
    expect(check(numerical([]), { text: '1'.repeat(max * 17) })).toBe('tooLong');
  });
});

describe('feedbackFor', () => {
  it('gives the chosen answers’ feedback in the question’s order, blanks dropped', () => {
    expect(feedbackFor(one, { choices: [2] })).toEqual(['Yes, b.']);
    expect(feedbackFor(one, { choices: [3] })).toEqual([]);
    expect(feedbackFor(one, { choices: [1, 2] })).toEqual([]);
    expect(feedbackFor(many, { choices: [13, 12, 11] })).toEqual(['x is right', 'z is wrong']);
  });

  it('gives the feedback for the truth given', () => {
    expect(feedbackFor(trueFalse, { truth: true })).toEqual(['It is not true.']);
    expect(feedbackFor(trueFalse, { truth: false })).toEqual([]);
  });

  it('gives the matched numerical answer’s feedback', () => {
    const q = numerical([numeric(1, 10, 0, 1, 'Exactly.'), numeric(2, 10, 2, 0.5, 'Close.')]);
    expect(feedbackFor(q, { text: '10' })).toEqual(['Exactly.']);
    expect(feedbackFor(q, { text: '11,5' })).toEqual(['Close.']);
    expect(feedbackFor(q, { text: '20' })).toEqual([]);
  });

  it('gives nothing for other kinds, no response, and never the general feedback', () => {
    expect(feedbackFor(matching, { matches: { '21': 21 } })).toEqual([]);
    expect(feedbackFor(ordering, { order: [31, 32, 33, 34] })).toEqual([]);
    expect(feedbackFor(essay, { text: 'x' })).toEqual([]);
    expect(feedbackFor(one, undefined)).toEqual([]);
  });
});

describe('correctResponse', () => {
  const everyKind: QuestionData[] = [
    one,
    many,
    trueFalse,
    truthIs(true),
    short([choice(1, 0.5, 'Moskva'), choice(2, 1, 'Mos*cow'), choice(3, 1, 'Moscow')]),
    short([choice(1, 1, '2\\*3')], true),
    numerical([numeric(1, 5, 1, 0.5), numeric(2, -1234.5, 0), numeric(3, 7, 0)]),
    numerical([numeric(1, 1e-7, 0, 0.5)], 2),
    matching,
    ordering,
    question({
      type: 'MANY_FROM_LIST',
      shuffleAnswers: false,
      answers: [choice(1, 0.3333333), choice(2, -1), choice(3, 0.3333333), choice(4, 0.3333333)],
    }),
  ];

  it('earns the full points for every automatically scored kind', () => {
    for (const q of everyKind) {
      const response = correctResponse(q);
      expect(response, q.type).not.toBeNull();
      if (q.type === 'NUMERICAL' && q.answers.every((a) => a.credit < 1)) {
        expect(points(q, response ?? undefined)).toBe(q.points / 2);
      } else {
        expect(points(q, response ?? undefined), `${q.type} ${JSON.stringify(response)}`).toBe(q.points);
      }
      expect(checkResponse(q, response as QuestionResponse), q.type).toBeNull();
    }
  });

  it('covers every kind', () => {
    const covered = new Set([...everyKind.map((q) => q.type), 'ESSAY', 'FILE_ANSWER', 'DESCRIPTION']);
    expect([...covered].sort()).toEqual([...BANK_QUESTION_TYPES].sort());
  });

  it('gives the expected responses', () => {
    expect(correctResponse(one)).toEqual({ choices: [2] });
    expect(correctResponse(many)).toEqual({ choices: [11, 12] });
    expect(correctResponse(trueFalse)).toEqual({ truth: false });
    expect(correctResponse(everyKind[4])).toEqual({ text: 'Mos cow' });
    expect(correctResponse(everyKind[5])).toEqual({ text: '2*3' });
    expect(correctResponse(everyKind[6])).toEqual({ text: '-1234.5' });
    expect(correctResponse(matching)).toEqual({ matches: { '21': 21, '22': 22, '23': 23 } });
    expect(correctResponse(ordering)).toEqual({ order: [31, 32, 33, 34] });
  });

  it("names a paper copy's own right sides, which are all its view offers (paperMaker.ts matchingCopy)", () => {
    const copy = question(
      {
        type: 'MATCHING',
        pairs: [
          { id: 1, left: 'cat', right: 'meow' },
          { id: 2, left: 'dog', right: 'meow' },
          { id: 3, left: 'cow', right: 'moo' },
          { id: 5, left: '', right: 'moo' },
          { id: 4, left: '', right: 'meow' },
          { id: 6, left: '', right: 'quack' },
        ],
      },
      3,
    );
    const right = correctResponse(copy);
    expect(right).toEqual({ matches: { '1': 4, '2': 4, '3': 5 } });
    expect(points(copy, right ?? undefined)).toBe(3);
  });

  it('is null for essays, file answers and descriptions', () => {
    expect(correctResponse(essay)).toBeNull();
    expect(correctResponse(fileAnswer)).toBeNull();
    expect(correctResponse(description)).toBeNull();
  });
});
