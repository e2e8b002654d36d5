import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CourseRatingDto, ExamDto, RatingStudentRow } from '../../../../api/ratings';
import { InlineSpinner } from '../../../shared/QueryState';
import type { ratingColumns } from '../ratingColumns';
import type { RatingView } from '../ratingPaths';
import { RatingTable, type RatingTableProps } from '../RatingTable';

interface RatingContentProps {
  view: RatingView;
  data: CourseRatingDto | undefined;
  columns: ReturnType<typeof ratingColumns> | null;
  search: string;
  sorting: Pick<RatingTableProps, 'sort' | 'order' | 'onSort'>;
  onMarkClick: (anchor: HTMLElement, row: RatingStudentRow, exam: ExamDto) => void;
  onDeleteExam: (exam: ExamDto) => void;
  onTotalClick: (anchor: HTMLElement, row: RatingStudentRow) => void;
  nameWidth: number;
}

/** The table (or a spinner until it comes, or why it is empty), then the legend under it. */
export function RatingContent(props: RatingContentProps) {
  const { view, data, columns, search, sorting, onMarkClick, onDeleteExam, onTotalClick, nameWidth } = props;
  const translate = useTranslate();
  return (
    <>
      {!data || !columns ? (
        <InlineSpinner />
      ) : data.students.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {search ? translate('ratings.noMatch', { search }) : translate('ratings.empty')}
        </Alert>
      ) : (
        <RatingTable
          rating={data}
          columns={columns.columns}
          groups={columns.groups}
          sort={sorting.sort}
          order={sorting.order}
          onSort={sorting.onSort}
          onMarkClick={onMarkClick}
          onDeleteExam={onDeleteExam}
          onTotalClick={onTotalClick}
          nameWidth={nameWidth}
          label={translate('ratings.tableLabel', { course: data.courseName })}
        />
      )}
      {view === 'exams' && data?.exams.length === 0 && (
        <Alert severity="info" variant="outlined" sx={{ mt: 1.5 }}>
          {translate('ratings.exams.none')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="rating-legend">
        {translate(view === 'exams' ? 'ratings.legendExams' : 'ratings.legend')}
      </Typography>
    </>
  );
}
