import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { formatSchoolDateTime } from '../../../api/schoolTime';

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

/**
 * One lesson of the course's ordered list: a drag handle (mouse, touch, or keyboard with Space
 * and the arrows), its place, name (opening the lesson), show date in the school's timezone,
 * whether students see it, what it holds, and its actions.
 */
export function LessonRow({ lesson, index, total, href, timeZone, showMoveButtons, locked, onMove, onEdit, onDelete }: LessonRowProps) {
  const translate = useTranslate();
  const counts = useMaterialCounts()(lesson);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lesson.id,
    disabled: locked,
  });
  const name = { name: lesson.lessonName };
  const date = formatSchoolDateTime(lesson.showDate, timeZone);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === total - 1;
  // A move button that has just become useless (the lesson reached an end) hands focus to the other.
  useEffect(() => {
    if (first && document.activeElement === upRef.current) downRef.current?.focus();
    if (last && document.activeElement === downRef.current) upRef.current?.focus();
  }, [first, last]);

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
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: '50%',
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          bgcolor: 'action.selected',
          fontWeight: 700,
          fontSize: 14,
        }}
      >
        {index + 1}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'block' }}>
          <Box component="span" sx={{ display: { sm: 'none' } }}>{`${index + 1}. `}</Box>
          {lesson.lessonName}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {date}
          </Typography>
          {lesson.isShown ? (
            <Chip size="small" color="success" variant="outlined" icon={<VisibilityIcon />} label={translate('learning.lesson.shown')} />
          ) : (
            <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={translate('learning.lesson.hidden')} />
          )}
          {counts && (
            <Typography variant="caption" color="text.secondary" component="span">
              {counts}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          flexShrink: 0,
          width: { xs: showMoveButtons ? 68 : 'auto', sm: 'auto' },
        }}
      >
        {showMoveButtons && (
          <>
            <Tooltip title={translate('learning.course.moveUp', name)}>
              <span>
                <IconButton
                  ref={upRef}
                  size="small"
                  aria-label={translate('learning.course.moveUp', name)}
                  disabled={first}
                  onClick={() => onMove(lesson, index - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('learning.course.moveDown', name)}>
              <span>
                <IconButton
                  ref={downRef}
                  size="small"
                  aria-label={translate('learning.course.moveDown', name)}
                  disabled={last}
                  onClick={() => onMove(lesson, index + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
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
      </Box>
    </Paper>
  );
}
