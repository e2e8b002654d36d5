import { useCallback, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { CourseRatingDto, ExamDto, RatingSortField, RatingStudentRow } from '../../../api/ratings';
import type { RatingColumn, RatingColumnGroup } from './ratingColumns';
import { RatingHead } from './RatingTable/RatingHead';
import { RatingRow } from './RatingTable/RatingRow';
import { HEADER_HEIGHT } from './RatingTable/ratingTableLayout';
import { tableSx } from './RatingTable/tableSx';
import { usePoints } from './RatingTable/usePoints';
import { useRatingVirtualizer } from './RatingTable/useRatingVirtualizer';

/*
 * The course rating table, virtualised both ways: only the rows and columns in view (plus a
 * few beyond) are in the DOM, so 1,000 students × 200 items scroll as smoothly as 20. Built from
 * plain elements styled once at the root (no component per cell) with ARIA table roles, a
 * sticky header (lesson names over their items) and a sticky first column (the student).
 */

export interface RatingTableProps {
  rating: CourseRatingDto;
  columns: RatingColumn[];
  groups: RatingColumnGroup[];
  sort: RatingSortField;
  order: 'asc' | 'desc';
  onSort: (sort: RatingSortField) => void;
  /** An exam mark cell was chosen: open its editor at the cell. */
  onMarkClick?: (anchor: HTMLElement, row: RatingStudentRow, exam: ExamDto) => void;
  onDeleteExam?: (exam: ExamDto) => void;
  /** A student's total was chosen: show how it is made. */
  onTotalClick?: (anchor: HTMLElement, row: RatingStudentRow) => void;
  /** The width of the student column (narrower on phones). */
  nameWidth?: number;
  /** The table's accessible name. */
  label: string;
}

export function RatingTable({
  rating,
  columns,
  groups,
  sort,
  order,
  onSort,
  onMarkClick,
  onDeleteExam,
  onTotalClick,
  nameWidth = 240,
  label,
}: RatingTableProps) {
  const translate = useTranslate();
  const points = usePoints();
  // Stable, so a scroll re-renders only the rows that come into view (RatingRow is memoised).
  const markLabel = useCallback(
    (row: RatingStudentRow, exam: ExamDto, mark: number | null) =>
      translate('ratings.marks.cellLabel', {
        student: row.studentFullName,
        exam: exam.name,
        mark: mark === null ? translate('ratings.table.none') : points(mark),
      }),
    [translate, points],
  );
  const totalLabel = useCallback(
    (row: RatingStudentRow) => translate('learning.ratingFormula.open', { student: row.studentFullName, total: points(row.total) }),
    [translate, points],
  );
  const noneLabel = translate('ratings.table.noneHint');
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = rating.students;
  const { virtualRows, virtualColumns, before, after, totalWidth, bodyHeight } = useRatingVirtualizer(scrollRef, rows, columns, nameWidth);
  const spacers = { before, after, nameWidth };

  return (
    // The page never scrolls sideways: the table does, inside its own box, at most as wide as the
    // page (containment keeps the table's width out of the layout above it) and no wider than itself.
    <Box sx={{ contain: 'inline-size', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        ref={scrollRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="rating-scroll"
        data-virtual-scroll="rating"
        // As wide as the table when it is narrower than the page (the exams only), else the page.
        style={{ width: totalWidth + 2 }}
        sx={tableSx}
      >
        <div
          role="table"
          aria-label={label}
          aria-rowcount={rows.length + 2}
          aria-colcount={columns.length + 1}
          className="rt-table"
          style={{ width: totalWidth }}
          data-testid="rating-table"
        >
          <RatingHead
            {...{ rating, columns, groups, virtualColumns, totalWidth, points, onDeleteExam, ...spacers }}
            sorting={{ sort, order, onSort }}
          />
          <div role="rowgroup" className="rt-body" style={{ height: bodyHeight, width: totalWidth }}>
            {virtualRows.map((item) => (
              <RatingRow
                key={item.key}
                row={rows[item.index]}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                {...{ columns, virtualColumns, points, onMarkClick, markLabel, onTotalClick, totalLabel, noneLabel, ...spacers }}
              />
            ))}
          </div>
        </div>
      </Box>
    </Box>
  );
}
