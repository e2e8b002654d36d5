import { memo, type MouseEvent, type ReactNode } from 'react';
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
  /** A total was chosen: open its formula at the cell. */
  onTotalClick?: (anchor: HTMLElement, row: RatingStudentRow) => void;
  totalLabel: (row: RatingStudentRow) => string;
  noneLabel: string;
}

/** A cell's button: an exam mark to edit, or a total whose formula opens. */
function CellButton({
  className,
  label,
  disabled,
  popup,
  onClick,
  children,
}: {
  className: string;
  label: string;
  disabled?: boolean;
  popup?: boolean;
  onClick: (anchor: HTMLElement) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      aria-label={label}
      aria-haspopup={popup ? 'dialog' : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => onClick(event.currentTarget)}
      data-testid={popup ? 'rating-total' : undefined}
    >
      {children}
    </button>
  );
}

/** One cell of a row: a number, a dash, the placeholder, or a button (an exam mark, the total). */
function ratingCell(item: VirtualItem, props: RatingRowProps) {
  const { row, columns, points, onMarkClick, markLabel, onTotalClick, totalLabel, noneLabel } = props;
  const column = columns[item.index];
  const value = cellValue(row, column);
  const common = {
    key: column.key,
    role: 'cell',
    'aria-colindex': item.index + 2,
    style: { width: item.size },
    'data-column': column.key,
  } as const;
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
        <CellButton
          className={`rt-mark${value === null ? ' rt-none' : ''}`}
          disabled={!onMarkClick}
          label={markLabel(row, column.exam, value)}
          onClick={(anchor) => onMarkClick?.(anchor, row, column.exam)}
        >
          {value === null ? '–' : points(value)}
        </CellButton>
      </div>
    );
  }
  const strong = column.kind === 'total' && column.field === 'total';
  if (strong && onTotalClick) {
    return (
      <div {...common} className="rt-cell rt-num rt-strong">
        <CellButton className="rt-mark rt-total" popup label={totalLabel(row)} onClick={(anchor) => onTotalClick(anchor, row)}>
          {points(row.total)}
        </CellButton>
      </div>
    );
  }
  return (
    <div
      {...common}
      className={`rt-cell rt-num${value === null ? ' rt-none' : ''}${strong ? ' rt-strong' : ''}`}
      title={value === null ? noneLabel : undefined}
    >
      {value === null ? '–' : column.kind === 'total' && column.field === 'place' ? value : points(value)}
    </div>
  );
}

/** One student's row: the sticky name, then the cells in view between two spacers. */
export const RatingRow = memo(function RatingRow(props: RatingRowProps) {
  const { row, index, top, virtualColumns, before, after, nameWidth } = props;
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
      {virtualColumns.map((item) => ratingCell(item, props))}
      <div className="rt-spacer" style={{ width: after }} aria-hidden />
    </div>
  );
});
