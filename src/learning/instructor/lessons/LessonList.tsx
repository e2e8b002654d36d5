import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useNotify, useRefresh, useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { useLearningPaths } from '../../shared/learningPaths';
import { useLessonAnnouncements } from './lessonAnnouncements';
import { LessonRow } from './LessonRow';

export interface LessonListProps {
  courseId: Identifier;
  /** The course's lessons in the server's order. */
  lessons: LessonDto[];
  /** When the server's answer came (react-query's dataUpdatedAt): a new one replaces any guess. */
  version: number;
  timeZone: string;
  showMoveButtons: boolean;
  onEdit: (lesson: LessonDto) => void;
  onDelete: (lesson: LessonDto) => Promise<unknown>;
}

/** Lessons move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The course's lessons in order, reordered by dragging (pointer, touch, or keyboard: Space to
 * pick up, arrows to move, Space to drop, Escape to cancel) or with the move buttons. The new
 * order shows at once; PUT …/drag/{new index + 1} saves it, and on failure the old order comes
 * back with a notice. Either way the list then reloads from the server.
 */
export function LessonList({ courseId, lessons, version, timeZone, showMoveButtons, onEdit, onDelete }: LessonListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const paths = useLearningPaths();
  const [optimistic, setOptimistic] = useState<LessonDto[] | null>(null);
  const [moving, setMoving] = useState(false);
  // The server's latest answer wins over the order guessed while a move was on its way.
  useEffect(() => setOptimistic(null), [version]);
  const shown = optimistic ?? lessons;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = async (lesson: LessonDto, newIndex: number) => {
    const from = shown.findIndex((l) => l.id === lesson.id);
    if (moving || from < 0 || newIndex === from || newIndex < 0 || newIndex >= shown.length) return;
    setOptimistic(arrayMove(shown, from, newIndex));
    setMoving(true);
    try {
      const answer = await dataProvider.dragLesson(courseId, lesson.id, newIndex + 1);
      notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
    } catch (error) {
      setOptimistic(null);
      const reason = (error as Error)?.message;
      const text = [translate('learning.course.moveFailed'), reason].filter(Boolean).join(' ');
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setMoving(false);
      refresh();
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const lesson = shown.find((l) => l.id === active.id);
    const to = shown.findIndex((l) => l.id === over.id);
    if (lesson && to >= 0) void move(lesson, to);
  };

  const announcements = useLessonAnnouncements(shown);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate('learning.course.reorderHint') } }}
    >
      <SortableContext items={shown.map((l) => l.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label={translate('learning.course.lessons')}
          aria-busy={moving}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
          data-testid="lesson-list"
        >
          {shown.map((lesson, index) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              index={index}
              total={shown.length}
              href={paths.lesson(courseId, lesson.id)}
              timeZone={timeZone}
              showMoveButtons={showMoveButtons}
              locked={moving}
              onMove={(l, to) => void move(l, to)}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
