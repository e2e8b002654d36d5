import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { RatingSortField } from '../../../../api/ratings';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { useRatingError, retryRating } from '../../../shared/useRatingError';
import { defaultOrder, ratingColumns } from '../ratingColumns';
import type { RatingView } from '../ratingPaths';
import { FIRST_RATING_QUERY, takePreloadedRating } from '../ratingPreload';
import { ratingKeys } from '../ratingKeys';

const SEARCH_DELAY_MS = 300;

/**
 * A course's rating as the page shows it: the search typed (sent once typing pauses), the sort,
 * the table from the server with its columns for the view, and `reload` after a change.
 */
export function useCourseRating(courseId: string, view: RatingView) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RatingSortField>(FIRST_RATING_QUERY.sort ?? 'name');
  const [order, setOrder] = useState<'asc' | 'desc'>(FIRST_RATING_QUERY.order ?? 'asc');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const query = { search: search || undefined, sort, order };
  const rating = useQuery({
    queryKey: ratingKeys.table(courseId, query),
    queryFn: ({ signal }) => takePreloadedRating(courseId, query) ?? dataProvider.getCourseRating(courseId, query, signal),
    placeholderData: keepPreviousData,
    // A big table is replaced whole: comparing it deeply with the last one costs more than it saves.
    structuralSharing: false,
    retry: retryRating,
  });
  const problem = useRatingError(rating.error);
  const data = rating.data;
  const columns = useMemo(() => (data ? ratingColumns(data, view) : null), [data, view]);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ratingKeys.course(courseId) }), [queryClient, courseId]);

  const onSort = useCallback(
    (field: RatingSortField) => {
      if (field === sort) setOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
      else {
        setSort(field);
        setOrder(defaultOrder(field));
      }
    },
    [sort],
  );
  return { searchText, setSearchText, search, sort, order, onSort, rating, problem, data, columns, reload };
}
