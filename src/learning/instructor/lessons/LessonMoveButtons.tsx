import { useEffect, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'react-admin';

export interface LessonMoveButtonsProps {
  lessonName: string;
  index: number;
  total: number;
  onMove: (newIndex: number) => void;
}

/** Move up and move down, for narrow screens where dragging is fiddly. */
export function LessonMoveButtons({ lessonName, index, total, onMove }: LessonMoveButtonsProps) {
  const translate = useTranslate();
  const name = { name: lessonName };
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
    <>
      <Tooltip title={translate('learning.course.moveUp', name)}>
        <span>
          <IconButton
            ref={upRef}
            size="small"
            aria-label={translate('learning.course.moveUp', name)}
            disabled={first}
            onClick={() => onMove(index - 1)}
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
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
