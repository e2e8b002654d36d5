import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { useCourseWritable } from '../courseWritable';
import { LessonMoveButtons } from './LessonMoveButtons';
import { LessonRowSummary } from './LessonRowSummary';

export interface LessonRowProps {
  lesson: LessonDto;
  index: number;
  total: number;
  href: string;
  timeZone: string;
  /** Explicit move buttons beside the handle (narrow screens, where dragging is fiddly). */
  showMoveButtons: boolean;
  /** A move is on its way: no other may start (the buttons stay focusable, and ignore presses). */
  locked: boolean;
  onMove: (lesson: LessonDto, newIndex: number) => void;
  onEdit: (lesson: LessonDto) => void;
  onDelete: (lesson: LessonDto) => Promise<unknown>;
}

/**
 * One lesson of the course's ordered list: a drag handle (mouse, touch, or keyboard with Space
 * and the arrows), its place, name (opening the lesson), show date in the school's timezone,
 * whether students see it, what it holds, and its actions.
 */
export function LessonRow({ lesson, index, total, href, timeZone, showMoveButtons, locked, onMove, onEdit, onDelete }: LessonRowProps) {
  const translate = useTranslate();
  const writable = useCourseWritable();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lesson.id,
    disabled: locked || !writable,
    attributes: { roleDescription: translate('learning.course.reorderRole') },
  });
  const name = { name: lesson.lessonName };

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid={`lesson-row-${lesson.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        p: { xs: 1, sm: 1.5 },
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
        bgcolor: 'background.paper',
      }}
    >
      {writable && (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={translate('learning.course.dragHandle', name)}
          size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
          data-testid={`lesson-handle-${lesson.id}`}
        >
          <DragIndicatorIcon />
        </IconButton>
      )}
      <Box aria-hidden sx={placeSx}>
        {index + 1}
      </Box>
      <LessonRowSummary lesson={lesson} index={index} href={href} timeZone={timeZone} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          flexShrink: 0,
          width: { xs: showMoveButtons ? 68 : 'auto', sm: 'auto' },
        }}
      >
        {writable && showMoveButtons && (
          <LessonMoveButtons lessonName={lesson.lessonName} index={index} total={total} onMove={(newIndex) => onMove(lesson, newIndex)} />
        )}
        {writable && <LessonEditButtons lesson={lesson} onEdit={onEdit} onDelete={onDelete} />}
      </Box>
    </Paper>
  );
}

/** A lesson's edit and delete buttons (a writable course only). */
function LessonEditButtons({ lesson, onEdit, onDelete }: Pick<LessonRowProps, 'lesson' | 'onEdit' | 'onDelete'>) {
  const translate = useTranslate();
  const name = { name: lesson.lessonName };
  return (
    <>
      <Tooltip title={translate('learning.lesson.editNamed', name)}>
        <IconButton size="small" aria-label={translate('learning.lesson.editNamed', name)} onClick={() => onEdit(lesson)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmButton
        compact
        label={translate('learning.lesson.deleteNamed', name)}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        title="learning.lesson.deleteTitle"
        content="learning.lesson.deleteContent"
        confirmLabel="learning.delete"
        translateOptions={name}
        onConfirm={() => onDelete(lesson)}
      />
    </>
  );
}

/** The lesson's place in the course, in a circle (wide screens; phones put it before the name). */
const placeSx = {
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  display: { xs: 'none', sm: 'grid' },
  placeItems: 'center',
  bgcolor: 'action.selected',
  fontWeight: 700,
  fontSize: 14,
} as const;
