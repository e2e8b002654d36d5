import { useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';

/** What a lesson holds, as "2 videos · 1 link"; nothing for an empty lesson. */
export function useMaterialCounts() {
  const translate = useTranslate();
  return (lesson: Pick<LessonDto, 'videosCount' | 'presentationsCount' | 'linksCount'>) =>
    (
      [
        ['videos', lesson.videosCount],
        ['presentations', lesson.presentationsCount],
        ['links', lesson.linksCount],
      ] as const
    )
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => translate(`learning.lesson.counts.${kind}`, { smart_count: count }))
      .join(' · ');
}
