import { describe, expect, it } from 'vitest';
import { fitsLength, textLength } from '../../src/api/textLength';
import { isPastDay, refusedAsPast, todayIn } from '../../src/api/pastDates';
import { namedRecordSchema } from '../../src/resources/shared/validation';
import { signUpSchema } from '../../src/auth/signup/signUpSchema';

/* The forms' side of the shared field rules: lengths as a person counts them, past dates, the sign-up colour. */

const errorsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
  try {
    await run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('lengths count what a person sees', () => {
  it('counts an emoji, a flag or a family as one character', () => {
    expect(textLength('😀'.repeat(60))).toBe(60);
    expect(textLength('👨‍👩‍👧🇷🇺é')).toBe(3);
    expect(fitsLength('😀'.repeat(60), 60)).toBe(true);
    expect(fitsLength('😀'.repeat(61), 60)).toBe(false);
  });

  it('counts a long text in slices the same as in one piece, whatever straddles a slice’s end', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const inOnePiece = (text: string) => [...segmenter.segment(text)].length;
    const clusters = ['👨‍👩‍👧‍👦', '🇷🇺', '🏳️‍🌈', '\r\n', 'е\u0301', `x${'\u0301'.repeat(30)}`, '한', 'я'];
    for (const cluster of clusters) {
      // Every offset of the cluster around the end of the first slice (1,024 units), twice in a row.
      for (let pad = 990; pad < 1030; pad++) {
        const text = `${'a'.repeat(pad)}${cluster}${cluster}${'b'.repeat(1500)}`;
        expect(textLength(text), `${JSON.stringify(cluster)} after ${pad}`).toBe(inOnePiece(text));
      }
    }
    expect(textLength(`e${'\u0301'.repeat(5000)}abc`)).toBe(4);
  });

  it('refuses one letter under endless combining marks: one "character", but kilobytes long', () => {
    const zalgo = `a${'\u0301'.repeat(20_000)}`;
    expect(textLength(zalgo)).toBe(1);
    expect(fitsLength(zalgo, 3)).toBe(false);
    // A real family emoji (11 units) still fits a limit of one.
    expect(fitsLength('👨‍👩‍👧‍👦', 1)).toBe(true);
  });

  it('lets a group form take 100 emoji as its name and refuses 101', async () => {
    const schema = namedRecordSchema('groupName', 'groupNameRequired');
    expect(await errorsOf(() => schema.validate({ groupName: '😀'.repeat(100) }))).toEqual([]);
    const [message] = await errorsOf(() => schema.validate({ groupName: '😀'.repeat(101) }));
    expect(message).toContain('validation.tooLong');
  });
});

describe('past dates', () => {
  it("takes today in the school's zone and compares days", () => {
    const now = new Date('2026-11-27T22:30:00Z');
    expect(todayIn('Europe/Moscow', now)).toBe('2026-11-28');
    expect(todayIn('UTC', now)).toBe('2026-11-27');
    expect(isPastDay('2020-01-01', '2026-11-27')).toBe(true);
    expect(isPastDay('2026-11-27', '2026-11-27')).toBe(false);
  });

  it('refuses a past value only when it differs from the stored one', () => {
    const past = () => true;
    expect(refusedAsPast('2020-01-01', null, past)).toBe(true);
    expect(refusedAsPast('2020-01-01', '2020-01-01', past)).toBe(false);
    expect(refusedAsPast('2020-01-02', '2020-01-01', past)).toBe(true);
  });
});

describe('sign-up colour', () => {
  it('blocks a typed text that is not a colour with a message saying how to write one', async () => {
    const check = (themeColor: string) => errorsOf(() => signUpSchema.validateAt('themeColor', { themeColor }));
    expect(await check('#2b8a3e')).toEqual([]);
    expect(await check('#12')).toEqual(['schools.theme.invalid']);
    expect(await check('')).toEqual(['signUp.errors.themeColor']);
  });
});
