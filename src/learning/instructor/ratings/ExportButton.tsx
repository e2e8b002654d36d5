import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useNotify, useTranslate } from 'react-admin';
import type { CourseRatingDto } from '../../../api/ratings';
import type { RatingColumns } from './ratingColumns';

/**
 * Exports the table as shown (columns, search and order) to an .xlsx file made in the browser;
 * the export code and exceljs load on the first click only.
 */
export function ExportButton({ rating, columns }: { rating: CourseRatingDto | undefined; columns: RatingColumns | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!rating || !columns) return;
    setBusy(true);
    try {
      const { buildRatingWorkbook, downloadFile, exportFileName } = await import('./exportRating');
      const data = await buildRatingWorkbook(rating, columns, {
        sheet: translate('ratings.export.sheet'),
        student: translate('ratings.table.student'),
        group: translate('ratings.export.group'),
        lesson: (position, name) => translate('ratings.table.lessonNamed', { position, name }),
        exams: translate('ratings.table.exams'),
        totals: translate('ratings.table.totalsGroup'),
        task: translate('ratings.table.task'),
        test: translate('ratings.table.test'),
        totalField: (field) => translate(`ratings.table.totals.${field}`),
        maxOf: (max) => translate('ratings.export.max', { max }),
      });
      downloadFile(data, exportFileName(rating.courseName));
      notify(translate('ratings.export.done', { smart_count: rating.students.length }), { type: 'success' });
    } catch (failure) {
      notify(translate('ratings.export.failed'), { type: 'error' });
      console.error(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
      disabled={busy || !rating || !columns || rating.students.length === 0}
      onClick={() => void run()}
    >
      {translate('ratings.export.button')}
    </Button>
  );
}
