/**
 * Issue 17's done-when in the browser, in English and in Russian (each its own test name in
 * the same lesson): Moodle's GIFT examples imported, a randomised test built from the bank and
 * published, +50% time for the demo student, who takes it whatever was drawn and sees what the
 * review options allow; the test allows two attempts, so the student sits it again from the
 * attempts panel and then sees both attempts, the grade, and that no attempt is left. The
 * Russian student does it all on a 415 px phone.
 */
import { describe, it } from 'vitest';
import { DEMO, logIn, useE2E } from './harness';
import {
  buildRandomTest,
  checkReviewWithoutRightAnswers,
  giveExtraTime,
  importDocsGift,
  openAsStudent,
  openCourse,
  openLessonTests,
  publishTest,
  takeAndSubmit,
  useLanguage,
  type JourneyPlace,
} from './randomTestJourney';
import { allowTwoAttempts, checkNoAttemptLeft, sitSecondAttempt } from './randomTestAttempts';

const e2e = useE2E();

const TEST_NAMES = { en: 'Random journey: GIFT examples', ru: 'Случайный тест: примеры GIFT' } as const;

describe('a randomised test from the question bank', () => {
  for (const language of ['en', 'ru'] as const) {
    it(`is imported, built, accommodated, taken twice and reviewed (${language})`, { timeout: 240_000 }, async () => {
      const place: JourneyPlace = { language, testName: TEST_NAMES[language], courseId: 0, lessonId: 0, testId: 0 };
      const instructor = await e2e.newPage();
      await useLanguage(instructor.page, language);
      await logIn(instructor.page, DEMO.instructor);
      place.courseId = await openCourse(instructor.page);
      await importDocsGift(instructor.page, place);
      await openLessonTests(instructor.page, place);
      await buildRandomTest(instructor.page, place, allowTwoAttempts(instructor.page, place));
      await publishTest(instructor.page, place);
      await giveExtraTime(instructor.page, place);

      // The Russian student takes it on a phone (415 px), as many students do.
      const student = await e2e.newPage(language === 'ru' ? { viewport: { width: 415, height: 860 } } : {});
      await useLanguage(student.page, language);
      await logIn(student.page, DEMO.student);
      await openAsStudent(student.page, place);
      // Whatever was drawn, every question was answered (the draw differs from run to run).
      const first = await takeAndSubmit(student.page, place);
      await checkReviewWithoutRightAnswers(student.page, place, e2e.baseUrl);
      await sitSecondAttempt(student.page, place, first.length);
      await checkNoAttemptLeft(student.page, place, e2e.baseUrl);
    });
  }
});
