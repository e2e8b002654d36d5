import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AccommodationDto } from '../../../../api/quizWindow';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { quizKeys } from '../../../shared/quizzes/quizKeys';

/** The test's accommodations (GET …/accommodations), and the same by studentId for the result rows. */
export function useQuizAccommodations(testId: Identifier) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const query = useQuery({
    queryKey: quizKeys.accommodations(testId),
    queryFn: ({ signal }) => dataProvider.listQuizAccommodations(testId, signal),
    retry: false,
  });
  const byStudent = useMemo(() => new Map<Identifier, AccommodationDto>((query.data ?? []).map((a) => [a.studentId, a])), [query.data]);
  return { query, list: query.data ?? [], byStudent };
}
