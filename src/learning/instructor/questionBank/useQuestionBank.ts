import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { buildCategoryTree } from './categoryTree';
import type { QuestionFilterValues } from './QuestionFilters';
import { questionBankKeys } from './questionBankKeys';

export const BANK_PAGE_SIZE = 25;
/** Typing pauses this long before the search goes to the server. */
const SEARCH_PAUSE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What the bank page shows: the categories as a tree with one selected (the first top one
 * until the instructor picks another, or when the selected one is gone), and one page of its
 * questions by the filters. A new filter or category starts again from page 1.
 */
export function useQuestionBank(courseId: Identifier) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [picked, setPicked] = useState<number | null>(null);
  const [filters, setFiltersNow] = useState<QuestionFilterValues>({ includeSubcategories: true, type: '', search: '' });
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.search.trim(), SEARCH_PAUSE_MS);

  const categories = useQuery({
    queryKey: questionBankKeys.categories(courseId),
    queryFn: ({ signal }) => dataProvider.listBankCategories(courseId, signal),
    retry: false,
  });
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const selected = categories.data?.find((c) => c.categoryId === picked) ?? tree[0]?.category ?? null;

  const query = {
    categoryId: selected?.categoryId ?? null,
    includeSubcategories: filters.includeSubcategories,
    type: filters.type,
    q: search,
    page,
    perPage: BANK_PAGE_SIZE,
  };
  const questions = useQuery({
    queryKey: questionBankKeys.questions(courseId, query),
    queryFn: ({ signal }) => dataProvider.listBankQuestions(courseId, query, signal),
    enabled: selected !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  // A search that settles on new text is a new list: back to its first page.
  useEffect(() => setPage(1), [search]);

  const select = (categoryId: number) => {
    setPicked(categoryId);
    setPage(1);
  };
  const setFilters = (next: QuestionFilterValues) => {
    setFiltersNow(next);
    if (next.type !== filters.type || next.includeSubcategories !== filters.includeSubcategories) setPage(1);
  };

  return { categories, tree, selected, select, filters, setFilters, page, setPage, questions, filtered: Boolean(filters.type || search) };
}
