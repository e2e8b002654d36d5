import type { ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
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

/** A column header's button: sorts by its column, with an arrow while it is the sorted one. */
export function SortButton({ sorting: { sort, order, onSort }, field, title, children }: SortButtonProps) {
  const translate = useTranslate();
  const active = sort === field;
  const Arrow = order === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <button
      type="button"
      className={`rt-sort${active ? ' rt-sort-active' : ''}`}
      onClick={() => onSort(field)}
      title={title}
      aria-label={translate('ratings.table.sortBy', { column: title })}
    >
      <span className="rt-sort-text">{children}</span>
      {active && <Arrow className="rt-sort-arrow" aria-hidden />}
    </button>
  );
}
