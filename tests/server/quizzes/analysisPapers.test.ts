import { describe, expect, it } from 'vitest';
import type { QuestionData, QuestionResponse } from '../../../src/api/questionBank.js';
import { analyseRows, analysisOf } from '../../../server/routes/quizzes/analysis/analysisService.js';
import type { AttemptRow } from '../../../server/routes/quizzes/attempts.js';
import type { PaperEntry } from '../../../server/routes/quizzes/paper.js';
import type { QuizStructure } from '../../../server/routes/quizzes/structure.js';

/*
 * Item analysis of a test built from the bank, on papers as attempts keep them: an own question
 * (slot 10), a fixed true/false (slot 20), a random slot (30) that drew a short answer for two
 * students and a one-from-list for the third, and a fixed description (40), which is not analysed.
 */

const head = { textFormat: 'plain' as const, generalFeedback: '' };
const trueFalse: QuestionData = {
  ...head,
  name: 'NaN',
  text: 'NaN equals NaN.',
  points: 1,
  type: 'TRUE_FALSE',
  correct: false,
  feedbackTrue: '',
  feedbackFalse: '',
};
const capital: QuestionData = {
  ...head,
  name: 'Capital',
  text: '<p>The capital of <b>France</b>?</p>',
  textFormat: 'html',
  points: 2,
  type: 'SHORT_ANSWER',
  caseSensitive: false,
  answers: [{ id: 1, text: 'Paris', credit: 1, feedback: '' }],
};
const choice: QuestionData = {
  ...head,
  name: 'Pick',
  text: 'Pick one',
  points: 2,
  type: 'ONE_FROM_LIST',
  shuffleAnswers: false,
  answers: [
    { id: 3021, text: 'Right', credit: 1, feedback: '' },
    { id: 3022, text: '=Wrong', credit: 0, feedback: '' },
  ],
};
const description: QuestionData = { ...head, name: 'Read me', text: 'Read me', points: 0, type: 'DESCRIPTION' };

const structure: QuizStructure = {
  version: 1,
  maxPoints: 5,
  questions: [
    {
      source: 'TEST',
      id: 10,
      text: 'Own question',
      kind: 'ONE',
      points: 2,
      hasOther: false,
      options: [
        { id: 100, text: 'yes', isCorrect: true },
        { id: 101, text: 'no', isCorrect: false },
      ],
    },
    { source: 'BANK', id: 20, points: 1, bankQuestionId: 200, categoryId: 7, categoryPath: [], question: trueFalse },
    { source: 'RANDOM', id: 30, points: 2, drawCount: 1, categoryId: 7, categoryPath: ['Geo'], includeSubcategories: false },
    { source: 'BANK', id: 40, points: 0, bankQuestionId: 400, categoryId: 7, categoryPath: [], question: description },
  ],
};

const bank = (slotId: number, bankQuestionId: number, question: QuestionData, key = String(slotId)): PaperEntry => ({
  source: 'BANK',
  key,
  slotId,
  bankQuestionId,
  question,
  order: [],
});

function attempt(id: number, own: number, responses: Record<string, QuestionResponse>, drawn: PaperEntry): AttemptRow {
  const paper: PaperEntry[] = [
    { source: 'TEST', key: '10', slotId: 10, optionOrder: [100, 101] },
    bank(20, 200, trueFalse),
    drawn,
    bank(40, 400, description),
  ];
  return {
    id,
    school_id: 1,
    test_id: 1,
    student_id: id,
    attempt_no: 1,
    started_at: new Date('2026-03-02T09:00:00Z'),
    deadline: new Date('2026-03-02T10:00:00Z'),
    saved_at: null,
    submitted_at: new Date('2026-03-02T09:30:00Z'),
    closed_reason: 'SUBMITTED',
    answers: { '10': [own] },
    other_texts: {},
    other_points: {},
    paper,
    responses,
    test_time: null,
    points: null,
    max_points: null,
    passed: id !== 2,
  } as AttemptRow;
}

const rows = [
  attempt(1, 100, { '20': { truth: false }, '30-301': { text: ' paris ' } }, bank(30, 301, capital, '30-301')),
  attempt(2, 101, { '20': { truth: true }, '30-301': { text: 'PARIS' } }, bank(30, 301, capital, '30-301')),
  attempt(3, 100, { '20': { truth: false }, '30-302': { choices: [3022] } }, bank(30, 302, choice, '30-302')),
];

describe('item analysis of papers drawn from the bank', () => {
  const quiz = analyseRows(structure, rows, 'en');
  const dto = analysisOf({ id: 1, name: 'Mixed' }, quiz);

  it('makes a row of each question, one per question a random slot drew, and none of a description', () => {
    expect(dto.items.map((i) => [i.key, i.source, i.kind, i.attempts])).toEqual([
      ['10', 'TEST', 'ONE_FROM_LIST', 3],
      ['20', 'BANK', 'TRUE_FALSE', 3],
      ['30-301', 'RANDOM', 'SHORT_ANSWER', 2],
      ['30-302', 'RANDOM', 'ONE_FROM_LIST', 1],
    ]);
    expect(dto.items[2]).toMatchObject({ bankQuestionId: 301, questionId: 30, name: 'Capital', text: 'The capital of France ?' });
    // Totals 5, 2, 3 as scorePaper gives them.
    expect(dto.summary).toMatchObject({ attempts: 3, maxPoints: 5, mean: 3.33, median: 3, passed: 2 });
  });

  it('counts true and false as options and gives the hand-computed index', () => {
    const tf = dto.items[1];
    expect(tf.options!.map((o) => [o.truth, o.text, o.count, o.isCorrect])).toEqual([
      [true, 'True', 1, false],
      [false, 'False', 2, true],
    ]);
    // Points 1, 0, 1 against the rest 4, 2, 2: Σdxdy = 2/3, Σdx² = 2/3, Σdy² = 8/3: r = 0.5.
    expect(tf).toMatchObject({ facility: 0.6667, discrimination: 0.5, meanPoints: 0.67 });
  });

  it('groups typed responses case-insensitively and counts bank answers by id', () => {
    expect(dto.items[2]).toMatchObject({ facility: 1, discrimination: null, options: null });
    expect(dto.items[2].responses).toEqual([{ text: 'paris', count: 2, share: 1, fullCredit: true }]);
    expect(dto.items[3].options!.map((o) => [o.optionId, o.count, o.credit])).toEqual([
      [3021, 0, 1],
      [3022, 1, 0],
    ]);
  });

  it('keeps each response as text for the export, and nothing of what the paper did not hold', () => {
    expect(quiz.attempts[0].texts.get('20')).toBe('False');
    expect(quiz.attempts[0].texts.get('30-301')).toBe('paris');
    expect(quiz.attempts[2].texts.get('30-302')).toBe('=Wrong');
    expect(quiz.attempts[2].texts.has('30-301')).toBe(false);
    expect(quiz.attempts[1].texts.get('10')).toBe('no');
  });
});
