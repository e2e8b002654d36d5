import { useTranslate } from 'react-admin';
import type { QuizResultRowDto } from '../../../../api/quizResults';
import { useDateFormat } from '../../../../i18n/dates';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';

/**
 * How a result row words its points, the grade over the finished attempts (a dash until one is
 * finished, so not while the first runs; while a later one runs the grade stands, with `passed`),
 * and its date (the school's timezone).
 */
export function useResultTexts(zone: string) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const points = usePointsFormat();
  const pointsText = (row: QuizResultRowDto) =>
    row.tookTest && (row.status !== 'IN_PROGRESS' || row.passed !== null)
      ? translate('quizzes.results.pointsOf', {
          received: points(row.pointsReceived),
          max: points(row.maxPoints),
          smart_count: row.maxPoints,
        })
      : '—';
  const dateText = (row: QuizResultRowDto) => dateTime(row.dateOfPassTheTest, zone) || '—';
  return { pointsText, dateText };
}
