import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { MAX_ATTEMPTS_LIMIT } from '../../../../api/quizAttemptRules';
import { EXTRA_TIME_MAX_PERCENT, type AccommodationDto } from '../../../../api/quizWindow';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { FormDialog } from '../../../shared/FormDialog';
import { useServerSave } from '../../../shared/useServerSave';
import { WindowPickers } from '../window/WindowPickers';
import { accommodationDraftOf, accommodationInput, accommodationProblems, type AccommodationDraft } from './accommodationDraft';
import { ExtraAttemptsField } from './ExtraAttemptsField';
import { ExtraTimeField } from './ExtraTimeField';

export interface AccommodationDialogProps {
  testId: Identifier;
  /** The student whose accommodation is edited; null while closed. */
  student: { studentId: Identifier; studentFullName: string } | null;
  /** What the student has now, if anything. */
  saved: AccommodationDto | undefined;
  /** The test's attempts, null when unlimited: extra attempts count on top of it. */
  maxAttempts: number | null;
  onClose: () => void;
}

/**
 * One student's accommodation on a test: extra time in percent of the limit (typed, or +25/50/100%
 * at a press), extra attempts (not while the test is unlimited) and an optional personal window. Save sets it (PUT), Remove drops it (DELETE); both
 * say the server's message and reload the page, whose chips and list then show the change.
 */
export function AccommodationDialog({ testId, student, saved, maxAttempts, onClose }: AccommodationDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const prefix = `accommodation${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [draft, setDraft] = useState<AccommodationDraft>(() => accommodationDraftOf(saved));
  const [checked, setChecked] = useState(false);
  const open = student !== null;

  useEffect(() => {
    if (!open) return;
    setDraft(accommodationDraftOf(saved));
    setChecked(false);
  }, [open, saved]);

  const problems = checked ? accommodationProblems(draft) : {};
  const problem = (field: keyof AccommodationDraft) =>
    problems[field] ? translate(problems[field], { max: field === 'extraAttempts' ? MAX_ATTEMPTS_LIMIT : EXTRA_TIME_MAX_PERCENT }) : '';
  const update = (changes: Partial<AccommodationDraft>) => setDraft((old) => ({ ...old, ...changes }));

  const submit = async () => {
    if (!student) return;
    setChecked(true);
    const first = Object.keys(accommodationProblems(draft))[0];
    if (first) {
      requestAnimationFrame(() => document.getElementById(`${prefix}-${first}`)?.focus());
      return;
    }
    if (await save(() => dataProvider.saveQuizAccommodation(testId, student.studentId, accommodationInput(draft)))) onClose();
  };
  const remove = async () => {
    if (student && (await save(() => dataProvider.deleteQuizAccommodation(testId, student.studentId)))) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={translate('quizzes.accommodations.title', { name: student?.studentFullName ?? '' })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      dirty={JSON.stringify(draft) !== JSON.stringify(accommodationDraftOf(saved))}
    >
      <ExtraTimeField
        id={`${prefix}-extraTimePercent`}
        value={draft.extraTimePercent}
        onChange={(extraTimePercent) => update({ extraTimePercent })}
        error={problem('extraTimePercent')}
      />
      <ExtraAttemptsField
        id={`${prefix}-extraAttempts`}
        value={draft.extraAttempts}
        onChange={(extraAttempts) => update({ extraAttempts })}
        error={problem('extraAttempts')}
        maxAttempts={maxAttempts}
      />
      <Typography variant="subtitle2" component="h3">
        {translate('quizzes.accommodations.windowTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('quizzes.accommodations.windowHelper')}
      </Typography>
      <WindowPickers
        idPrefix={prefix}
        value={draft}
        onChange={update}
        problems={{ opensAt: problem('opensAt'), closesAt: problem('closesAt') }}
      />
      {saved && (
        <Box>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()} disabled={busy}>
            {translate('quizzes.accommodations.remove')}
          </Button>
        </Box>
      )}
    </FormDialog>
  );
}
