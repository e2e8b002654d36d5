import { useCallback, useState } from 'react';
import type { ExamDto, RatingStudentRow } from '../../../../api/ratings';
import type { MarkTarget } from '../MarkEditor';

/** A student's total whose formula shows, at its cell. */
export interface FormulaTarget {
  anchor: HTMLElement;
  row: RatingStudentRow;
}

/** Which of the page's dialogs is open: the distribution, a new exam, an exam to delete, a mark being edited, a total's formula. */
export function useRatingDialogs() {
  const [distributionOpen, setDistributionOpen] = useState(false);
  const [examOpen, setExamOpen] = useState(false);
  const [examToDelete, setExamToDelete] = useState<ExamDto | null>(null);
  const [markTarget, setMarkTarget] = useState<MarkTarget | null>(null);
  // Stable, so the table's memoised rows do not re-render for it.
  const onMarkClick = useCallback((anchor: HTMLElement, row: RatingStudentRow, exam: ExamDto) => setMarkTarget({ anchor, row, exam }), []);
  const [formulaTarget, setFormulaTarget] = useState<FormulaTarget | null>(null);
  const onTotalClick = useCallback((anchor: HTMLElement, row: RatingStudentRow) => setFormulaTarget({ anchor, row }), []);
  return {
    distributionOpen,
    setDistributionOpen,
    examOpen,
    setExamOpen,
    examToDelete,
    setExamToDelete,
    markTarget,
    setMarkTarget,
    onMarkClick,
    formulaTarget,
    setFormulaTarget,
    onTotalClick,
  };
}

export type RatingDialogsState = ReturnType<typeof useRatingDialogs>;
