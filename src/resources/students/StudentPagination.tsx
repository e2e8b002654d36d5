import { useCallback } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { STUDENT_SEARCH_COUNT_CAP, isCappedStudentCount } from '../../api/studentList';
import { PAGE_SIZES } from '../shared/AdminList';

/**
 * The students list's pagination. A search counts its matches only up to
 * STUDENT_SEARCH_COUNT_CAP, so when the count is the cap the range reads "1-20 of 1,000+":
 * that many or more, never a made-up exact total.
 */
export function StudentPagination() {
  const { total, filterValues } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const capped = isCappedStudentCount(total, filterValues?.search);
  const cappedRange = useCallback(
    ({ from, to }: { from: number; to: number }) =>
      translate('admin.cappedRange', { offsetBegin: from, offsetEnd: to, total: STUDENT_SEARCH_COUNT_CAP.toLocaleString(locale) }),
    [translate, locale],
  );
  return <Pagination rowsPerPageOptions={PAGE_SIZES} {...(capped ? { labelDisplayedRows: cappedRange } : {})} />;
}
