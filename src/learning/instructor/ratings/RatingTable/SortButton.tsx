import type { ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { RatingSortField } from '../../../../api/ratings';

/** The table's sort: the field, its direction and what choosing a column does. */
export interface RatingSorting {
  sort: RatingSortField;
  order: 'asc' | 'desc';
  onSort: (sort: RatingSortField) => void;
}

/** The value of aria-sort for a header sorted by `field`, none when another column sorts. */
export function ariaSortOf({ sort, order }: RatingSorting, field: RatingSortField | undefined) {
  return field !== undefined && sort === field ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
}

interface SortButtonProps {
  sorting: RatingSorting;
  field: RatingSortField;
  title: string;
  children: ReactNode;
}

/**
 * A column header's button: sorts by its column, with an arrow while it is the sorted one. Its
 * name is what it shows followed by a hidden "sort" (WCAG 2.5.3: a speech-input user says the
 * visible words); the full column name is its tooltip, and the header's aria-sort tells the order.
 */
export function SortButton({ sorting: { sort, order, onSort }, field, title, children }: SortButtonProps) {
  const translate = useTranslate();
  const active = sort === field;
  const Arrow = order === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <button type="button" className={`rt-sort${active ? ' rt-sort-active' : ''}`} onClick={() => onSort(field)} title={title}>
      <span className="rt-sort-text">{children}</span>
      <span style={visuallyHidden}>{translate('ratings.table.sortHint')}</span>
      {active && <Arrow className="rt-sort-arrow" aria-hidden />}
    </button>
  );
}
