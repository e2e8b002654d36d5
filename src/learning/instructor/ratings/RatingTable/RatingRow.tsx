import { memo, type MouseEvent } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ExamDto, RatingStudentRow } from '../../../../api/ratings';
import { cellValue, type RatingColumn } from '../ratingColumns';
import { ROW_HEIGHT } from './ratingTableLayout';

export interface RatingRowProps {
  row: RatingStudentRow;
  index: number;
  top: number;
  columns: RatingColumn[];
  virtualColumns: VirtualItem[];
  before: number;
  after: number;
  nameWidth: number;
  points: (value: number | null | undefined) => string;
  onMarkClick?: (anchor: HTMLElement, row: RatingStudentRow, exam: ExamDto) => void;
  markLabel: (row: RatingStudentRow, exam: ExamDto, mark: number | null) => string;
  noneLabel: string;
}

/** One student's row: the sticky name, then the cells in view between two spacers. */
export const RatingRow = memo(function RatingRow({
  row,
  index,
  top,
  columns,
  virtualColumns,
  before,
  after,
  nameWidth,
  points,
  onMarkClick,
  markLabel,
  noneLabel,
}: RatingRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 3}
      className={`rt-row rt-body-row${index % 2 ? ' rt-odd' : ''}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      data-testid={`rating-row-${row.studentId}`}
    >
      <div role="rowheader" className="rt-cell rt-sticky rt-name" aria-colindex={1} style={{ width: nameWidth }}>
        <span className="rt-name-text" title={row.studentFullName}>
          {row.studentFullName}
        </span>
        {row.groupName && <span className="rt-name-group">{row.groupName}</span>}
      </div>
      <div className="rt-spacer" style={{ width: before }} aria-hidden />
      {virtualColumns.map((item) => {
        const column = columns[item.index];
        const value = cellValue(row, column);
        const style = { width: item.size };
        const common = { key: column.key, role: 'cell', 'aria-colindex': item.index + 2, style, 'data-column': column.key } as const;
        if (value === 'placeholder') {
          return (
            <div {...common} className="rt-cell rt-num rt-muted">
              ---
            </div>
          );
        }
        if (column.kind === 'exam') {
          return (
            <div {...common} className="rt-cell rt-num">
              <button
                type="button"
                className={`rt-mark${value === null ? ' rt-none' : ''}`}
                disabled={!onMarkClick}
                aria-label={markLabel(row, column.exam, value)}
                onClick={(event: MouseEvent<HTMLButtonElement>) => onMarkClick?.(event.currentTarget, row, column.exam)}
              >
                {value === null ? '–' : points(value)}
              </button>
            </div>
          );
        }
        const strong = column.kind === 'total' && column.field === 'total';
        return (
          <div
            {...common}
            className={`rt-cell rt-num${value === null ? ' rt-none' : ''}${strong ? ' rt-strong' : ''}`}
            title={value === null ? noneLabel : undefined}
          >
            {value === null ? '–' : column.kind === 'total' && column.field === 'place' ? value : points(value)}
          </div>
        );
      })}
      <div className="rt-spacer" style={{ width: after }} aria-hidden />
    </div>
  );
});
