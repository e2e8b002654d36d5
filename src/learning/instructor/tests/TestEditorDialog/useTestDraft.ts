import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { testKeys } from '../../../shared/tests/testKeys';
import { draftErrors, draftOfTest, newDraft, type DraftErrors, type TestDraft } from '../testDraft';
import { NO_ERRORS } from './noErrors';
import { useQuestionEdits } from './useQuestionEdits';

/**
 * The test being edited as a draft: read from the server when editing (a fresh form each time the
 * dialog opens), its problems once Save was pressed together with the server's, and the edits.
 */
export function useTestDraft(open: boolean, testId: Identifier | null | undefined) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const editing = testId !== undefined && testId !== null;
  const query = useQuery({
    queryKey: testKeys.test(testId ?? 'new'),
    queryFn: ({ signal }) => dataProvider.getTest(testId as Identifier, signal),
    enabled: open && editing,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const saved = editing ? query.data : undefined;
  const locked = Boolean(saved?.hasAttempts);

  const [draft, setDraft] = useState<TestDraft | null>(null);
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
    else if (fresh && saved) setDraft(draftOfTest(saved));
  }, [open, editing, fresh, saved, draft]);

  const errors = useMemo<DraftErrors>(
    () => ({ ...(checked && draft ? draftErrors(draft) : {}), ...serverErrors }),
    [checked, draft, serverErrors],
  );
  const edits = useQuestionEdits(setDraft, setServerErrors);
  return { editing, query, saved, locked, draft, setChecked, serverErrors, setServerErrors, conflict, setConflict, errors, ...edits };
}

export type TestDraftState = ReturnType<typeof useTestDraft>;
