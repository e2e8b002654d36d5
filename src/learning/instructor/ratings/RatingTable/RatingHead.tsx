import type { VirtualItem } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import type { CourseRatingDto, ExamDto } from '../../../../api/ratings';
import type { RatingColumn, RatingColumnGroup } from '../ratingColumns';
import { HeaderCell } from './HeaderCell';
import { GROUP_HEIGHT, HEAD_HEIGHT } from './ratingTableLayout';
import { ariaSortOf, SortButton, type RatingSorting } from './SortButton';

interface RatingHeadProps {
  rating: CourseRatingDto;
  columns: RatingColumn[];
  groups: RatingColumnGroup[];
  virtualColumns: VirtualItem[];
  /** The widths of the spacers standing for the columns left and right of the view. */
  before: number;
  after: number;
  nameWidth: number;
  totalWidth: number;
  sorting: RatingSorting;
  points: (value: number | null | undefined) => string;
  onDeleteExam?: (exam: ExamDto) => void;
}

function groupTitle(group: RatingColumnGroup, translate: (key: string, options?: object) => string): string {
  if (group.kind === 'lesson') return translate('ratings.table.lessonNamed', { position: group.position ?? '', name: group.name });
  return translate(group.kind === 'exams' ? 'ratings.table.exams' : 'ratings.table.totalsGroup');
}

/** The group header over the columns in view: consecutive columns of a group make one cell. */
function segmentsOf(virtualColumns: VirtualItem[], columns: RatingColumn[], groups: RatingColumnGroup[]) {
  const segments: Array<{ group: RatingColumnGroup; width: number; key: string }> = [];
  for (const item of virtualColumns) {
    const group = groups[columns[item.index].group];
    const last = segments[segments.length - 1];
    if (last && last.group === group) last.width += item.size;
    else segments.push({ group, width: item.size, key: `${group.key}@${item.index}` });
  }
  return segments;
}

/** The sticky header: lesson names over their items, then the item headers with the student's corner. */
export function RatingHead(props: RatingHeadProps) {
  const { rating, columns, groups, virtualColumns, before, after, nameWidth, totalWidth, sorting, points, onDeleteExam } = props;
  const translate = useTranslate();
  const segments = segmentsOf(virtualColumns, columns, groups);
  return (
    <div role="rowgroup" className="rt-head" style={{ width: totalWidth }}>
      <div role="row" className="rt-row rt-group-row" aria-rowindex={1} style={{ height: GROUP_HEIGHT }}>
        <div role="columnheader" className="rt-cell rt-sticky rt-head-cell rt-group-corner" aria-colindex={1} style={{ width: nameWidth }}>
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
          aria-sort={ariaSortOf(sorting, 'name')}
          style={{ width: nameWidth }}
        >
          <SortButton sorting={sorting} field="name" title={translate('ratings.table.student')}>
            <span className="rt-head-name">{translate('ratings.table.student')}</span>
          </SortButton>
        </div>
        <div className="rt-spacer" style={{ width: before }} aria-hidden />
        {virtualColumns.map((item) => (
          <HeaderCell
            key={columns[item.index].key}
            column={columns[item.index]}
            item={item}
            sorting={sorting}
            rating={rating}
            points={points}
            onDeleteExam={onDeleteExam}
          />
        ))}
        <div className="rt-spacer" style={{ width: after }} aria-hidden />
      </div>
    </div>
  );
}
