import { describe, expect, it } from 'vitest';
import {
  autoPoints,
  checkAnswers,
  isPassed,
  maxPointsOf,
  normalizeAnswers,
  questionPoints,
  scoreAttempt,
  type ScoredQuestion,
} from '../../../server/routes/quizzes/scoring.js';
import { roundPoints } from '../../../src/api/points.js';
import type { QuizOwnQuestionInput, QuizQuestionInput } from '../../../src/api/quizAuthoring.js';
import { checkQuizDraft } from '../../../src/api/quizDraftRules.js';
import { formatQuizTime, formatQuizTimeShort, parseQuizTime } from '../../../src/api/quizTime.js';

/** One-from-list worth 4: option 11 is correct. */
const one: ScoredQuestion = {
  id: 1,
  kind: 'ONE',
  points: 4,
  hasOther: false,
  options: [
    { id: 10, isCorrect: false },
    { id: 11, isCorrect: true },
    { id: 12, isCorrect: false },
  ],
};
/** Many-from-list worth 6: options 21, 22, 23 right; 24, 25 wrong. */
const many: ScoredQuestion = {
  id: 2,
  kind: 'MANY',
  points: 6,
  hasOther: false,
  options: [
    { id: 21, isCorrect: true },
    { id: 22, isCorrect: true },
    { id: 23, isCorrect: true },
    { id: 24, isCorrect: false },
    { id: 25, isCorrect: false },
  ],
};
/** Many-from-list worth 1 with 'Other': options 31, 32 right, 33 wrong. */
const withOther: ScoredQuestion = {
  id: 3,
  kind: 'MANY',
  points: 1,
  hasOther: true,
  options: [
    { id: 31, isCorrect: true },
    { id: 32, isCorrect: true },
    { id: 33, isCorrect: false },
  ],
};

describe('one-from-list', () => {
  it('gives full points for the correct option and 0 for a wrong one', () => {
    expect(autoPoints(one, [11])).toBe(4);
    expect(autoPoints(one, [10])).toBe(0);
  });

  it('gives 0 when nothing is chosen, or more than one option', () => {
    expect(autoPoints(one, [])).toBe(0);
    expect(autoPoints(one, [10, 11])).toBe(0);
    expect(autoPoints(one, [10, 11, 12])).toBe(0);
  });

  it('ignores ids that are not options of the question', () => {
    expect(autoPoints(one, [999])).toBe(0);
    expect(autoPoints(one, [11, 999])).toBe(4);
  });
});

describe('many-from-list: points × max(0, right chosen − wrong chosen) / right options', () => {
  it('gives full points for exactly the right options', () => {
    expect(autoPoints(many, [21, 22, 23])).toBe(6);
  });

  it('gives a share for some right options', () => {
    expect(autoPoints(many, [21])).toBe(2);
    expect(autoPoints(many, [21, 22])).toBe(4);
  });

  it('takes one right option away for each wrong one chosen', () => {
    expect(autoPoints(many, [21, 22, 24])).toBe(2);
    expect(autoPoints(many, [21, 22, 23, 24])).toBe(4);
  });

  it('never goes below 0 when more wrong than right are chosen', () => {
    expect(autoPoints(many, [21, 24, 25])).toBe(0);
    expect(autoPoints(many, [24])).toBe(0);
  });

  it('gives 0 for nothing chosen', () => {
    expect(autoPoints(many, [])).toBe(0);
  });

  it('choosing every option scores (right − wrong) / right', () => {
    expect(autoPoints(many, [21, 22, 23, 24, 25])).toBe(2);
    // Two right, one wrong: half.
    expect(autoPoints(withOther, [31, 32, 33])).toBe(0.5);
  });

  it('counts a repeated id once', () => {
    expect(autoPoints(many, [21, 21, 21])).toBe(2);
  });

  it('rounds thirds to 2 decimals', () => {
    const q: ScoredQuestion = { ...many, points: 1 };
    expect(autoPoints(q, [21])).toBe(0.33);
    expect(autoPoints(q, [21, 22])).toBe(0.67);
  });
});

describe("'Other' answers", () => {
  it('score 0 automatically', () => {
    const score = scoreAttempt([withOther], { choices: {}, others: { '3': 'my own words' } });
    expect(score.points).toBe(0);
    expect(score.awaitingReview).toBe(true);
  });

  it("add the instructor's points, never beyond the question's points", () => {
    expect(questionPoints(withOther, [31], 0.25)).toBe(0.75);
    expect(questionPoints(withOther, [31, 32], 1)).toBe(1);
    const graded = scoreAttempt([withOther], { choices: { '3': [31] }, others: { '3': 'text' }, otherPoints: { '3': 0.5 } });
    expect(graded).toMatchObject({ points: 1, awaitingReview: false });
  });

  it('count no hand points on a question without Other, or without a text', () => {
    expect(questionPoints(many, [21], 5)).toBe(2);
    const score = scoreAttempt([withOther], { choices: {}, others: {}, otherPoints: { '3': 1 } });
    expect(score).toMatchObject({ points: 0, awaitingReview: false });
  });
});

describe('a whole attempt', () => {
  it('sums the rounded question points and the maximum', () => {
    const thirds: ScoredQuestion = { ...many, id: 4, points: 1 };
    const score = scoreAttempt([one, many, thirds], { choices: { '1': [11], '2': [21, 24, 25], '4': [21] } });
    expect(score.points).toBe(4.33);
    expect(score.maxPoints).toBe(11);
    expect([...score.perQuestion]).toEqual([
      [1, 4],
      [2, 0],
      [4, 0.33],
    ]);
    expect(score.awaitingReview).toBe(false);
  });

  it('scores an empty attempt 0 of the maximum', () => {
    expect(scoreAttempt([one, many], { choices: {} })).toMatchObject({ points: 0, maxPoints: 10 });
  });

  it('the total equals the sum of the shown question points', () => {
    const q = (id: number): ScoredQuestion => ({ ...many, id, points: 1 });
    const score = scoreAttempt([q(1), q(2), q(3)], { choices: { '1': [21], '2': [21], '3': [21] } });
    // 0.33 + 0.33 + 0.33, not 1.
    expect(score.points).toBe(0.99);
    expect(maxPointsOf([q(1), q(2), q(3)])).toBe(3);
  });
});

describe('rounding and passing', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundPoints(0.285)).toBe(0.29);
    expect(roundPoints(1.005)).toBe(1.01);
    expect(roundPoints(2 / 3)).toBe(0.67);
    expect(roundPoints(10)).toBe(10);
  });

  it('passes at the threshold, not below', () => {
    expect(isPassed(5, 10, 50)).toBe(true);
    expect(isPassed(4.99, 10, 50)).toBe(false);
    expect(isPassed(0, 10, 0)).toBe(true);
    expect(isPassed(10, 10, 100)).toBe(true);
    expect(isPassed(0, 0, 50)).toBe(false);
  });
});

describe('answers are checked before they are saved', () => {
  it('refuses unknown questions and options', () => {
    expect(checkAnswers([one], { choices: { '9': [1] } })).toEqual({ problem: 'unknownQuestion', questionId: '9' });
    expect(checkAnswers([one], { choices: { '1': [21] } })).toEqual({ problem: 'unknownOption', questionId: '1' });
    expect(checkAnswers([one], { choices: {}, others: { '9': 'x' } })).toEqual({ problem: 'unknownQuestion', questionId: '9' });
  });

  it('refuses two answers to a one-from-list question', () => {
    expect(checkAnswers([one], { choices: { '1': [10, 11] } })).toMatchObject({ problem: 'oneChoiceOnly' });
    const oneWithOther = { ...one, hasOther: true };
    expect(checkAnswers([oneWithOther], { choices: { '1': [10] }, others: { '1': 'also this' } })).toMatchObject({
      problem: 'oneChoiceOnly',
    });
    expect(checkAnswers([oneWithOther], { choices: {}, others: { '1': 'only this' } })).toBeNull();
  });

  it("refuses an 'Other' text where none is offered, but not a blank one", () => {
    expect(checkAnswers([many], { choices: {}, others: { '2': 'text' } })).toMatchObject({ problem: 'otherNotOffered' });
    expect(checkAnswers([many], { choices: {}, others: { '2': '  ' } })).toBeNull();
  });

  it('takes valid answers and normalises them', () => {
    const answers = { choices: { '1': [11], '2': [23, 21, 21], '3': [] }, others: { '3': '  words ', '1': ' ' } };
    expect(checkAnswers([one, many, withOther], answers)).toBeNull();
    expect(normalizeAnswers(answers)).toEqual({ choices: { '1': [11], '2': [21, 23] }, others: { '3': 'words' } });
  });
});

describe('authoring rules', () => {
  const q = (overrides: Partial<QuizOwnQuestionInput> = {}): QuizOwnQuestionInput => ({
    question: 'Which?',
    questionType: 'ONE_FROM_LIST',
    points: 1,
    options: [
      { option: 'a', isCorrect: true },
      { option: 'b', isCorrect: false },
    ],
    ...overrides,
  });
  const draft = (questions: QuizQuestionInput[], timeToTakeTheTest = '00:30:00') => ({ timeToTakeTheTest, questions });

  it('takes a well-formed test', () => {
    expect(
      checkQuizDraft(
        draft([
          q(),
          q({
            questionType: 'MANY_FROM_LIST',
            options: [
              { option: 'a', isCorrect: true },
              { option: 'b', isCorrect: true },
            ],
          }),
        ]),
      ),
    ).toBeNull();
  });

  it('refuses a question with no correct option', () => {
    expect(
      checkQuizDraft(
        draft([
          q(),
          q({
            options: [
              { option: 'a', isCorrect: false },
              { option: 'b', isCorrect: false },
            ],
          }),
        ]),
      ),
    ).toEqual({
      problem: 'noCorrectOption',
      field: 'questions[1].options',
      question: 2,
    });
    expect(
      checkQuizDraft(
        draft([
          q({
            questionType: 'MANY_FROM_LIST',
            options: [
              { option: 'a', isCorrect: false },
              { option: 'b', isCorrect: false },
            ],
          }),
        ]),
      ),
    ).toMatchObject({
      problem: 'noCorrectOption',
    });
  });

  it('refuses two correct options on a one-from-list question', () => {
    expect(
      checkQuizDraft(
        draft([
          q({
            options: [
              { option: 'a', isCorrect: true },
              { option: 'b', isCorrect: true },
            ],
          }),
        ]),
      ),
    ).toMatchObject({ problem: 'oneCorrectOnly' });
  });

  it('refuses fewer than two options, blank texts, no questions and points ≤ 0', () => {
    expect(checkQuizDraft(draft([q({ options: [{ option: 'a', isCorrect: true }] })]))).toMatchObject({ problem: 'tooFewOptions' });
    expect(checkQuizDraft(draft([q({ question: '  ' })]))).toMatchObject({
      problem: 'questionTextRequired',
      field: 'questions[0].question',
    });
    expect(
      checkQuizDraft(
        draft([
          q({
            options: [
              { option: 'a', isCorrect: true },
              { option: ' ', isCorrect: false },
            ],
          }),
        ]),
      ),
    ).toMatchObject({
      problem: 'optionTextRequired',
      field: 'questions[0].options[1].option',
      option: 2,
    });
    expect(checkQuizDraft(draft([]))).toMatchObject({ problem: 'noQuestions' });
    expect(checkQuizDraft(draft([q({ points: 0 })]))).toMatchObject({ problem: 'pointsNotPositive' });
  });

  it('refuses a time limit under a minute or malformed', () => {
    expect(checkQuizDraft(draft([q()], '00:00:30'))).toMatchObject({ problem: 'timeInvalid' });
    expect(checkQuizDraft(draft([q()], '1:30'))).toMatchObject({ problem: 'timeInvalid' });
    expect(checkQuizDraft(draft([q()], '00:60:00'))).toMatchObject({ problem: 'timeInvalid' });
    expect(checkQuizDraft(draft([q()], '01:30'))).toBeNull();
  });
});

describe('time format HH:MM:SS', () => {
  it('parses and formats with two-digit hours and minutes', () => {
    expect(parseQuizTime('01:30:00')).toBe(5400);
    expect(parseQuizTime('00:05')).toBe(300);
    expect(parseQuizTime('99:59:59')).toBe(99 * 3600 + 59 * 60 + 59);
    expect(parseQuizTime('1:30:00')).toBeNull();
    expect(parseQuizTime('')).toBeNull();
    expect(formatQuizTime(5400)).toBe('01:30:00');
    expect(formatQuizTime(65)).toBe('00:01:05');
    expect(formatQuizTimeShort(5400)).toBe('01:30');
  });
});
