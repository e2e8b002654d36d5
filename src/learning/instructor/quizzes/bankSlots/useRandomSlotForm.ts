import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { QUIZ_MAX_QUESTION_POINTS } from '../../../../api/quizLimits';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { questionBankKeys } from '../../questionBank/questionBankKeys';
import { maxDraw, randomSlotOf, type RandomSlotDraft } from './slotDraft';
import { useCategoryOffer } from './useCategoryOffer';

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The 'Add random questions' form: the course bank's categories (the first one chosen until
 * the instructor picks another), what the chosen one offers, and the count and points as typed,
 * with their problems once Add was pressed.
 */
export function useRandomSlotForm(courseId: Identifier) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const id = useId();
  const categories = useQuery({
    queryKey: questionBankKeys.categories(courseId),
    queryFn: ({ signal }) => dataProvider.listBankCategories(courseId, signal),
    retry: false,
  });
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [includeSubcategories, setIncludeSub] = useState(true);
  const [count, setCount] = useState('1');
  const [points, setPoints] = useState('1');
  const [checked, setChecked] = useState(false);
  const first = categories.data?.[0]?.categoryId ?? null;
  useEffect(() => {
    if (categoryId === null && first !== null) setCategoryId(first);
  }, [categoryId, first]);
  const offer = useCategoryOffer(courseId, categoryId, includeSubcategories);
  const max = maxDraw(offer.available);
  const countProblem =
    offer.available === 0
      ? translate('quizBank.random.empty')
      : !(whole(count) >= 1 && whole(count) <= max)
        ? translate('quizBank.random.countInvalid', { max })
        : '';
  const pointsOk = whole(points) >= 1 && whole(points) <= QUIZ_MAX_QUESTION_POINTS;
  const pointsProblem = pointsOk ? '' : translate('quizBank.random.pointsInvalid', { max: QUIZ_MAX_QUESTION_POINTS });
  const category = categories.data?.find((c) => c.categoryId === categoryId);

  /** The slot to add, or null with the focus on the first field with a problem. */
  const slotOrFocus = (): RandomSlotDraft | null => {
    setChecked(true);
    if (countProblem || pointsProblem || !category) {
      document.getElementById(countProblem ? `${id}-count` : `${id}-points`)?.focus();
      return null;
    }
    return randomSlotOf({
      categoryId: category.categoryId,
      categoryPath: category.path,
      includeSubcategories,
      drawCount: String(whole(count)),
      points: String(whole(points)),
      available: offer.available,
    });
  };

  return {
    id,
    categories,
    category,
    categoryId,
    setCategoryId,
    includeSubcategories,
    setIncludeSub,
    count,
    setCount,
    points,
    setPoints,
    offer,
    max,
    countProblem: checked ? countProblem : '',
    pointsProblem: checked ? pointsProblem : '',
    slotOrFocus,
  };
}
