import { useTranslate } from 'react-admin';

/** A wait in minutes in words, largest units first: '1 day 2 hours' / '1 день 2 часа'; 0 is 'no wait'. */
export function useWaitWords(): (minutes: number) => string {
  const translate = useTranslate();
  return (minutes) => {
    if (!Number.isFinite(minutes) || minutes <= 0) return translate('quizAttempts.wait.none');
    const parts: Array<[unit: 'days' | 'hours' | 'minutes', count: number]> = [
      ['days', Math.floor(minutes / 1440)],
      ['hours', Math.floor((minutes % 1440) / 60)],
      ['minutes', Math.floor(minutes % 60)],
    ];
    return parts
      .filter(([, count]) => count > 0)
      .map(([unit, count]) => translate(`quizAttempts.wait.${unit}`, { smart_count: count }))
      .join(' ');
  };
}
