import { useMemo, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RatingStudentRow } from '../../../../api/ratings';
import type { RatingColumn } from '../ratingColumns';
import { HEADER_HEIGHT, ROW_HEIGHT, widthOf } from './ratingTableLayout';

/**
 * The rows and columns in view (plus a few beyond) of the rating table's scroll box, and the
 * widths of the spacers that stand for the columns left and right of them. The sticky header and
 * the sticky student column are the virtualisers' scroll margins.
 */
export function useRatingVirtualizer(
  scrollRef: RefObject<HTMLDivElement | null>,
  rows: RatingStudentRow[],
  columns: RatingColumn[],
  nameWidth: number,
) {
  const widths = useMemo(() => columns.map(widthOf), [columns]);

  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    getItemKey: (index) => rows[index].studentId,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => widths[index],
    overscan: 4,
    scrollMargin: nameWidth,
    getItemKey: (index) => columns[index].key,
  });

  const virtualColumns = columnVirtualizer.getVirtualItems();
  const columnsWidth = columnVirtualizer.getTotalSize();
  const before = virtualColumns.length ? virtualColumns[0].start - nameWidth : 0;
  const after = virtualColumns.length ? columnsWidth - (virtualColumns[virtualColumns.length - 1].end - nameWidth) : 0;
  const totalWidth = nameWidth + columnsWidth;
  const virtualRows = rowVirtualizer.getVirtualItems();
  return { virtualRows, virtualColumns, before, after, totalWidth, bodyHeight: rowVirtualizer.getTotalSize() };
}
