/**
 * Every kind of bank question in the browser (issue 17), from a Moodle XML export (every-kind.xml:
 * moodle-export.xml without its "calculated" question, which the import refuses): taken and
 * reviewed by the student, essays and file answers graded by hand by the instructor in the
 * results' answer dialog and their points then seen by the student. Split across the two
 * languages to keep the run short: English takes every kind (the essay among them), Russian the
 * "Термодинамика" category (a choice, an essay and a file answer).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, ROOT, useE2E } from './harness';
import type { Language, PaperKind } from './paperAnswers';
import { buildFixedTest, checkGradedPoints, checkKindsReview, gradeByHand, takeFixedTest } from './questionKindsSteps';
import { importDocsGift, openCourse, openLessonTests, useLanguage, type JourneyPlace } from './randomTestJourney';

const e2e = useE2E();

const XML = { format: /^Moodle XML/, file: path.join(ROOT, 'tests/fixtures/moodlexml/every-kind.xml') };

const CASES: Record<Language, { testName: string; categories: RegExp[]; kinds: PaperKind[] }> = {
  en: {
    testName: 'Every kind of question',
    categories: [/^Default for Physics 101/, /^Mechanics/, /^Термодинамика/],
    kinds: ['ONE_FROM_LIST', 'MANY_FROM_LIST', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERICAL', 'MATCHING', 'ORDERING', 'ESSAY', 'FILE_ANSWER'],
  },
  ru: {
    testName: 'Вопросы, оцениваемые вручную',
    categories: [/^Термодинамика/],
    kinds: ['ONE_FROM_LIST', 'ESSAY', 'FILE_ANSWER'],
  },
};

describe('each kind of bank question', () => {
  for (const language of ['en', 'ru'] as const) {
    const { testName, categories, kinds } = CASES[language];
    it(`is answered, reviewed and, by hand, graded (${language})`, { timeout: 180_000 }, async () => {
      const place: JourneyPlace = { language, testName, courseId: 0, lessonId: 0, testId: 0 };
      const instructor = await e2e.newPage();
      await useLanguage(instructor.page, language);
      await logIn(instructor.page, DEMO.instructor);
      place.courseId = await openCourse(instructor.page);
      // Both tests import into the same bank: the second import adds copies, whose categories are the same.
      await importDocsGift(instructor.page, place, XML);
      await openLessonTests(instructor.page, place);
      await buildFixedTest(instructor.page, place, categories);

      // The English student answers every kind on a phone (415 px): each control fits there too.
      const student = await e2e.newPage(language === 'en' ? { viewport: { width: 415, height: 860 } } : {});
      await useLanguage(student.page, language);
      await logIn(student.page, DEMO.student);
      const answered = await takeFixedTest(student.page, place);
      expect([...new Set(answered.map((a) => a.kind))].sort()).toEqual([...kinds].sort());
      await checkKindsReview(student.page, place, answered);

      const graded = await gradeByHand(instructor.page, place);
      expect(graded).toBe(answered.filter((a) => a.kind === 'ESSAY' || a.kind === 'FILE_ANSWER').length);
      await checkGradedPoints(student.page, place, answered);
    });
  }
});
