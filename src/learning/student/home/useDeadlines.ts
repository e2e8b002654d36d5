import { useQuery } from '@tanstack/react-query';
import { studentKeys } from '../studentKeys';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { useDataProvider } from 'react-admin';

/** The student's tasks still to answer, soonest first (GET /student/deadlines), `size` at most. */
export function useDeadlines(size: number) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const query = useQuery({
    queryKey: studentKeys.deadlines(size),
    queryFn: ({ signal }) => dataProvider.listDeadlines(size, signal),
    retry: false,
  });
  // A server without the call yet (404): the deadlines are simply not shown.
  const unavailable = (query.error as { status?: number } | null)?.status === 404;
  return { ...query, unavailable };
}
