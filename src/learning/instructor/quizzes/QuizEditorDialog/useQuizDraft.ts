import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { quizKeys } from '../../../shared/quizzes/quizKeys';
import { draftErrors, draftOfQuiz, newDraft, type DraftErrors, type QuizDraft } from '../quizDraft';
import { NO_ERRORS } from './noErrors';
import { useQuestionEdits } from './useQuestionEdits';

/**
 * The test being edited as a draft: read from the server when editing (a fresh form each time the
 * dialog opens), its problems once Save was pressed together with the server's, and the edits.
 */
export function useQuizDraft(open: boolean, testId: Identifier | null | undefined) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const editing = testId !== undefined && testId !== null;
  const query = useQuery({
    queryKey: quizKeys.test(testId ?? 'new'),
    queryFn: ({ signal }) => dataProvider.getQuiz(testId as Identifier, signal),
    enabled: open && editing,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const saved = editing ? query.data : undefined;
  const locked = Boolean(saved?.hasAttempts);

  const [draft, setDraft] = useState<QuizDraft | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState<string | null>(null);

  // A fresh form each time the dialog opens, from the test as the server has it now.
  useEffect(() => {
    if (!open) return;
    setDraft(null);
    setChecked(false);
    setServerErrors(NO_ERRORS);
    setConflict(null);
  }, [open]);
  const fresh = saved !== undefined && !query.isFetching;
  useEffect(() => {
    if (!open || draft) return;
    if (!editing) setDraft(newDraft());
    else if (fresh && saved) setDraft(draftOfQuiz(saved));
  }, [open, editing, fresh, saved, draft]);

  const errors = useMemo<DraftErrors>(
    () => ({ ...(checked && draft ? draftErrors(draft) : {}), ...serverErrors }),
    [checked, draft, serverErrors],
  );
  const edits = useQuestionEdits(setDraft, setServerErrors);
  return { editing, query, saved, locked, draft, setChecked, serverErrors, setServerErrors, conflict, setConflict, errors, ...edits };
}

export type QuizDraftState = ReturnType<typeof useQuizDraft>;
