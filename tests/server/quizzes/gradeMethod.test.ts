import { describe, expect, it } from 'vitest';
import { gradeOf } from '../../../server/routes/quizzes/gradeMethod.js';

const a = (attemptNo: number, points: number, maxPoints = 10, awaitingReview = false) => ({
  attemptNo,
  points,
  maxPoints,
  awaitingReview,
});

describe('gradeOf', () => {
  const attempts = [a(2, 9), a(1, 4), a(3, 6, 10, true)];

  it('is null before any attempt is finished', () => {
    expect(gradeOf('HIGHEST', [], 50)).toBeNull();
  });

  it('HIGHEST takes the best attempt', () => {
    expect(gradeOf('HIGHEST', attempts, 50)).toEqual({ pointsReceived: 9, maxPoints: 10, passed: true, awaitingReview: false });
  });

  it('LAST and FIRST take the latest and the earliest by number', () => {
    expect(gradeOf('LAST', attempts, 50)).toEqual({ pointsReceived: 6, maxPoints: 10, passed: true, awaitingReview: true });
    expect(gradeOf('FIRST', attempts, 50)).toEqual({ pointsReceived: 4, maxPoints: 10, passed: false, awaitingReview: false });
  });

  it('AVERAGE is the mean rounded to 2 decimals and awaits when any counted attempt awaits', () => {
    expect(gradeOf('AVERAGE', [a(1, 1), a(2, 1), a(3, 0, 10, true)], 10)).toEqual({
      pointsReceived: 0.67,
      maxPoints: 10,
      passed: false,
      awaitingReview: true,
    });
    expect(gradeOf('AVERAGE', attempts, 63)).toMatchObject({ pointsReceived: 6.33, passed: true });
  });

  it('HIGHEST compares shares when papers differ in maximum', () => {
    expect(gradeOf('HIGHEST', [a(1, 6, 12), a(2, 5, 5)], 100)).toMatchObject({ pointsReceived: 5, maxPoints: 5, passed: true });
  });

  it('passes at exactly the pass percent', () => {
    expect(gradeOf('HIGHEST', [a(1, 5)], 50)?.passed).toBe(true);
    expect(gradeOf('HIGHEST', [a(1, 0, 0)], 0)?.passed).toBe(false);
  });
});
