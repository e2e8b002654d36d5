import type { CSSProperties } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import type { CourseRatingDto, ExamDto } from '../../../../api/ratings';
import { useDateFormat } from '../../../../i18n/dates';
import type { RatingColumn } from '../ratingColumns';
import { ariaSortOf, SortButton, type RatingSorting } from './SortButton';

interface HeaderCellProps {
  column: RatingColumn;
  item: VirtualItem;
  sorting: RatingSorting;
  rating: CourseRatingDto;
  points: (value: number | null | undefined) => string;
  onDeleteExam?: (exam: ExamDto) => void;
}

/** The most a total can reach, shown under its name; the place has none. */
function totalMax(field: Extract<RatingColumn, { kind: 'total' }>['field'], rating: CourseRatingDto): number | null {
  return field === 'tasksTotal' ? rating.tasksMax : field === 'testsTotal' ? rating.testsMax : field === 'place' ? null : 100;
}

/** The header of one column in view: its name, what it counts out of, and its sort button. */
export function HeaderCell({ column, item, sorting, rating, points, onDeleteExam }: HeaderCellProps) {
  const translate = useTranslate();
  const dates = useDateFormat();
  const style: CSSProperties = { width: item.size };
  const common = {
    role: 'columnheader',
    'aria-colindex': item.index + 2,
    'aria-sort': ariaSortOf(sorting, 'sort' in column ? column.sort : undefined),
    style,
    'data-column': column.key,
  } as const;
  switch (column.kind) {
    case 'placeholder':
      return (
        <div {...common} className="rt-cell rt-head-cell rt-muted" title={translate('ratings.table.placeholderHint')}>
          {column.name}
        </div>
      );
    case 'task':
    case 'test': {
      const kind = translate(column.kind === 'task' ? 'ratings.table.task' : 'ratings.table.test');
      return (
        <div {...common} className="rt-cell rt-head-cell">
          <SortButton
            sorting={sorting}
            field={column.sort}
            title={translate('ratings.table.itemNamed', { kind, name: column.name, max: points(column.maxPoints) })}
          >
            <span className="rt-head-name">{column.name}</span>
            <span className="rt-head-sub">{translate('ratings.table.max', { max: points(column.maxPoints) })}</span>
          </SortButton>
        </div>
      );
    }
    case 'exam':
      return (
        <div {...common} className="rt-cell rt-head-cell rt-exam-head">
          <SortButton sorting={sorting} field={column.sort} title={translate('ratings.table.examNamed', { name: column.name })}>
            <span className="rt-head-name">{column.name}</span>
            <span className="rt-head-sub">{dates.date(column.exam.date)}</span>
          </SortButton>
          {onDeleteExam && (
            <Tooltip title={translate('ratings.exams.deleteNamed', { name: column.name })}>
              <IconButton
                size="small"
                className="rt-exam-delete"
                aria-label={translate('ratings.exams.deleteNamed', { name: column.name })}
                onClick={() => onDeleteExam(column.exam)}
              >
                <DeleteOutlineIcon fontSize="inherit" />
              </IconButton>
            </Tooltip>
          )}
        </div>
      );
    case 'total': {
      const title = translate(`ratings.table.totals.${column.field}`);
      const max = totalMax(column.field, rating);
      return (
        <div {...common} className="rt-cell rt-head-cell rt-total-head">
          <SortButton sorting={sorting} field={column.sort} title={title}>
            <span className="rt-head-name">{title}</span>
            {max !== null && <span className="rt-head-sub">{translate('ratings.table.of', { max: points(max) })}</span>}
          </SortButton>
        </div>
      );
    }
  }
}
