import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { questionBankKeys } from '../../questionBank/questionBankKeys';

/**
 * How many questions a random slot may draw from a category now: its questions (with its
 * subcategories' when asked) less the descriptions, which are never drawn. Two counts of the
 * bank's own list (one row each), so it agrees with what the bank page shows.
 */
export function useCategoryOffer(courseId: Identifier, categoryId: number | null, includeSubcategories: boolean) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const base = { categoryId, includeSubcategories, page: 1, perPage: 1 };
  const all = useQuery({
    queryKey: questionBankKeys.questions(courseId, base),
    queryFn: ({ signal }) => dataProvider.listBankQuestions(courseId, base, signal),
    enabled: categoryId !== null,
    retry: false,
  });
  const descriptions = { ...base, type: 'DESCRIPTION' as const };
  const notDrawn = useQuery({
    queryKey: questionBankKeys.questions(courseId, descriptions),
    queryFn: ({ signal }) => dataProvider.listBankQuestions(courseId, descriptions, signal),
    enabled: categoryId !== null,
    retry: false,
  });
  const available = all.data && notDrawn.data ? Math.max(0, all.data.count - notDrawn.data.count) : null;
  return { available, error: all.error ?? notDrawn.error, refetch: () => void Promise.all([all.refetch(), notDrawn.refetch()]) };
}
