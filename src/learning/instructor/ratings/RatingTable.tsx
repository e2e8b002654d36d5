import { memo, useCallback, useMemo, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CourseRatingDto, ExamDto, RatingSortField, RatingStudentRow } from '../../../api/ratings';
import { formatDate } from '../../../resources/shared/formatDate';
import { cellValue, type RatingColumn, type RatingColumnGroup } from './ratingColumns';

/*
 * The course rating table, virtualised both ways: only the rows and columns in view (plus a
 * few beyond) are in the DOM, so 1,000 students × 200 items scroll as smoothly as 20. Built from
 * plain elements styled once at the root (no component per cell) with ARIA table roles, a
 * sticky header (lesson names over their items) and a sticky first column (the student).
 */

const ROW_HEIGHT = 44;
const GROUP_HEIGHT = 30;
const HEAD_HEIGHT = 60;
const HEADER_HEIGHT = GROUP_HEIGHT + HEAD_HEIGHT;

const widthOf = (column: RatingColumn): number => {
  switch (column.kind) {
    case 'placeholder':
      return 72;
    case 'exam':
      return 116;
    case 'total':
      return column.field === 'place' ? 76 : 104;
    default:
      return 96;
  }
};

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
  /** The width of the student column (narrower on phones). */
  nameWidth?: number;
  /** The table's accessible name. */
  label: string;
}

/** Points as the language writes them (1.5 / 1,5), at most two decimals; one formatter per language. */
const formatters = new Map<string, Intl.NumberFormat>();
function usePoints(): (value: number | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (value) => {
      if (value === null || value === undefined || Number.isNaN(value)) return '–';
      let format = formatters.get(locale);
      if (!format)
        formatters.set(locale, (format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 })));
      return format.format(value);
    },
    [locale],
  );
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
  const noneLabel = translate('ratings.table.noneHint');
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = rating.students;
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

  // The group header over the columns in view: consecutive columns of a group make one cell.
  const segments: Array<{ group: RatingColumnGroup; width: number; key: string }> = [];
  for (const item of virtualColumns) {
    const group = groups[columns[item.index].group];
    const last = segments[segments.length - 1];
    if (last && last.group === group) last.width += item.size;
    else segments.push({ group, width: item.size, key: `${group.key}@${item.index}` });
  }

  const sortButton = (field: RatingSortField, content: ReactNode, title: string) => {
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
        <span className="rt-sort-text">{content}</span>
        {active && <Arrow className="rt-sort-arrow" aria-hidden />}
      </button>
    );
  };

  const headerCell = (column: RatingColumn, item: VirtualItem) => {
    const style: CSSProperties = { width: item.size };
    const ariaSort = 'sort' in column && sort === column.sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
    const common = {
      key: column.key,
      role: 'columnheader',
      'aria-colindex': item.index + 2,
      'aria-sort': ariaSort,
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
            {sortButton(
              column.sort,
              <>
                <span className="rt-head-name">{column.name}</span>
                <span className="rt-head-sub">{translate('ratings.table.max', { max: points(column.maxPoints) })}</span>
              </>,
              translate('ratings.table.itemNamed', { kind, name: column.name, max: points(column.maxPoints) }),
            )}
          </div>
        );
      }
      case 'exam':
        return (
          <div {...common} className="rt-cell rt-head-cell rt-exam-head">
            {sortButton(
              column.sort,
              <>
                <span className="rt-head-name">{column.name}</span>
                <span className="rt-head-sub">{formatDate(column.exam.date)}</span>
              </>,
              translate('ratings.table.examNamed', { name: column.name }),
            )}
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
        const max =
          column.field === 'tasksTotal'
            ? rating.tasksMax
            : column.field === 'testsTotal'
              ? rating.testsMax
              : column.field === 'place'
                ? null
                : 100;
        return (
          <div {...common} className="rt-cell rt-head-cell rt-total-head">
            {sortButton(
              column.sort,
              <>
                <span className="rt-head-name">{title}</span>
                {max !== null && <span className="rt-head-sub">{translate('ratings.table.of', { max: points(max) })}</span>}
              </>,
              title,
            )}
          </div>
        );
      }
    }
  };

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
          <div role="rowgroup" className="rt-head" style={{ width: totalWidth }}>
            <div role="row" className="rt-row rt-group-row" aria-rowindex={1} style={{ height: GROUP_HEIGHT }}>
              <div
                role="columnheader"
                className="rt-cell rt-sticky rt-head-cell rt-group-corner"
                aria-colindex={1}
                style={{ width: nameWidth }}
              >
                <span className="rt-visually-hidden">{translate('ratings.table.lessons')}</span>
              </div>
              <div className="rt-spacer" style={{ width: before }} aria-hidden />
              {segments.map(({ group, width, key }) => (
                <div
                  key={key}
                  role="columnheader"
                  className={`rt-cell rt-group rt-group-${group.kind}`}
                  style={{ width }}
                  title={groupTitle(group, translate)}
                >
                  <span className="rt-group-label" style={{ left: nameWidth }}>
                    {groupTitle(group, translate)}
                  </span>
                </div>
              ))}
              <div className="rt-spacer" style={{ width: after }} aria-hidden />
            </div>
            <div role="row" className="rt-row" aria-rowindex={2} style={{ height: HEAD_HEIGHT }}>
              <div
                role="columnheader"
                className="rt-cell rt-sticky rt-head-cell rt-name-head"
                aria-colindex={1}
                aria-sort={sort === 'name' ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                style={{ width: nameWidth }}
              >
                {sortButton(
                  'name',
                  <span className="rt-head-name">{translate('ratings.table.student')}</span>,
                  translate('ratings.table.student'),
                )}
              </div>
              <div className="rt-spacer" style={{ width: before }} aria-hidden />
              {virtualColumns.map((item) => headerCell(columns[item.index], item))}
              <div className="rt-spacer" style={{ width: after }} aria-hidden />
            </div>
          </div>
          <div role="rowgroup" className="rt-body" style={{ height: rowVirtualizer.getTotalSize(), width: totalWidth }}>
            {virtualRows.map((item) => (
              <RatingRow
                key={item.key}
                row={rows[item.index]}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                columns={columns}
                virtualColumns={virtualColumns}
                before={before}
                after={after}
                nameWidth={nameWidth}
                points={points}
                onMarkClick={onMarkClick}
                markLabel={markLabel}
                noneLabel={noneLabel}
              />
            ))}
          </div>
        </div>
      </Box>
    </Box>
  );
}

function groupTitle(group: RatingColumnGroup, translate: (key: string, options?: object) => string): string {
  if (group.kind === 'lesson') return translate('ratings.table.lessonNamed', { position: group.position ?? '', name: group.name });
  return translate(group.kind === 'exams' ? 'ratings.table.exams' : 'ratings.table.totalsGroup');
}

interface RatingRowProps {
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
const RatingRow = memo(function RatingRow({
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

/** Every style of the table, set once at its root; cells are plain elements with classes. */
function tableSx(theme: Theme) {
  const border = theme.palette.divider;
  const paper = theme.palette.background.paper;
  const head = theme.palette.mode === 'dark' ? '#1f2630' : '#f4f6f8';
  const stripe = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.035 : 0.025);
  const hover = alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.07);
  return {
    position: 'relative',
    overflow: 'auto',
    // The page never scrolls sideways: the table does, inside its own box, whose width comes from
    // the page (containment keeps the table's own width out of the layout above it).
    maxWidth: '100%',
    contain: 'inline-size',
    maxHeight: 'max(360px, calc(100vh - 290px))',
    border: `1px solid ${border}`,
    borderRadius: 1,
    bgcolor: paper,
    fontSize: '0.875rem',
    fontVariantNumeric: 'tabular-nums',
    overscrollBehaviorX: 'contain',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& .rt-table': { position: 'relative' },
    '& .rt-head': { position: 'sticky', top: 0, zIndex: 3, bgcolor: head },
    '& .rt-row': { display: 'flex', alignItems: 'stretch' },
    '& .rt-body': { position: 'relative' },
    '& .rt-body-row': { position: 'absolute', top: 0, left: 0, width: '100%', bgcolor: paper },
    '& .rt-body-row.rt-odd': { backgroundImage: `linear-gradient(${stripe}, ${stripe})` },
    '& .rt-body-row:hover, & .rt-body-row:hover .rt-sticky': { backgroundImage: `linear-gradient(${hover}, ${hover})` },
    '& .rt-cell': {
      flex: 'none',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      minWidth: 0,
      px: 1,
      borderBottom: `1px solid ${border}`,
      borderRight: `1px solid ${alpha(border, 0.5)}`,
      overflow: 'hidden',
    },
    '& .rt-spacer': { flex: 'none' },
    '& .rt-sticky': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      bgcolor: 'inherit',
      borderRight: `1px solid ${border}`,
      boxShadow: `2px 0 4px -2px ${alpha('#000', 0.18)}`,
    },
    '& .rt-body-row .rt-sticky': { bgcolor: paper },
    '& .rt-body-row.rt-odd .rt-sticky': { backgroundImage: `linear-gradient(${stripe}, ${stripe})` },
    '& .rt-head .rt-sticky': { bgcolor: head, zIndex: 4 },
    '& .rt-name': { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', gap: 0, lineHeight: 1.25, pl: 1.5 },
    '& .rt-name-text': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 },
    '& .rt-name-group': {
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: '0.75rem',
      color: 'text.secondary',
    },
    '& .rt-num': { justifyContent: 'flex-end', textAlign: 'right' },
    '& .rt-none, & .rt-muted': { color: 'text.disabled' },
    '& .rt-muted': { justifyContent: 'center' },
    '& .rt-strong': { fontWeight: 700 },
    '& .rt-head-cell': { fontWeight: 600, alignItems: 'stretch', p: 0, color: 'text.primary' },
    '& .rt-head-cell.rt-muted': { alignItems: 'center', color: 'text.secondary' },
    '& .rt-group': { fontSize: '0.8125rem', fontWeight: 700, color: 'text.secondary', p: 0, overflow: 'visible', position: 'relative' },
    '& .rt-group-label': {
      position: 'sticky',
      px: 1,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: '100%',
      alignSelf: 'center',
    },
    '& .rt-group-exams, & .rt-exam-head': { bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) },
    '& .rt-group-totals, & .rt-total-head': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) },
    '& .rt-group-row .rt-cell': { borderBottom: `1px solid ${alpha(border, 0.6)}` },
    '& .rt-sort': {
      all: 'unset',
      boxSizing: 'border-box',
      cursor: 'pointer',
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      gap: 0.25,
      px: 1,
      py: 0.5,
      font: 'inherit',
      color: 'inherit',
      '&:hover': { bgcolor: alpha(theme.palette.text.primary, 0.06) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
    '& .rt-sort-active': { color: 'primary.main' },
    '& .rt-sort-text': { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, lineHeight: 1.2 },
    '& .rt-head-name': {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      fontSize: '0.8125rem',
    },
    '& .rt-head-sub': {
      fontSize: '0.6875rem',
      fontWeight: 400,
      color: 'text.secondary',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .rt-sort-arrow': { fontSize: '1rem', flex: 'none' },
    '& .rt-exam-head': { position: 'relative' },
    '& .rt-exam-delete': { alignSelf: 'center', mr: 0.25, flex: 'none' },
    '& .rt-mark': {
      all: 'unset',
      boxSizing: 'border-box',
      cursor: 'pointer',
      width: '100%',
      textAlign: 'right',
      px: 1,
      py: 0.5,
      borderRadius: 1,
      border: `1px dashed ${alpha(theme.palette.text.primary, 0.25)}`,
      '&:hover': { borderColor: theme.palette.primary.main, bgcolor: alpha(theme.palette.primary.main, 0.08) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      '&:disabled': { cursor: 'default', border: 'none' },
    },
    '& .rt-visually-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& .rt-name-head .rt-sort': { pl: 1.5 },
  } as const;
}
