import { useMemo } from 'react';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';

/** What screen readers hear while a lesson is dragged: its name and the place it would take, of how many. */
export function useLessonAnnouncements(shown: LessonDto[]): Announcements {
  const translate = useTranslate();
  return useMemo<Announcements>(() => {
    const total = shown.length;
    const nameOf = (id: UniqueIdentifier) => shown.find((l) => l.id === id)?.lessonName ?? '';
    const placeOf = (id: UniqueIdentifier | undefined) => shown.findIndex((l) => l.id === id) + 1;
    return {
      onDragStart: ({ active }) => translate('learning.course.dragStart', { name: nameOf(active.id), position: placeOf(active.id), total }),
      onDragOver: ({ active, over }) =>
        over ? translate('learning.course.dragOver', { name: nameOf(active.id), position: placeOf(over.id), total }) : undefined,
      onDragEnd: ({ active, over }) =>
        translate('learning.course.dragEnd', { name: nameOf(active.id), position: placeOf(over?.id ?? active.id), total }),
      onDragCancel: ({ active }) => translate('learning.course.dragCancel', { name: nameOf(active.id) }),
    };
  }, [shown, translate]);
}
