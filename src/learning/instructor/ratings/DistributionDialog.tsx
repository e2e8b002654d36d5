import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import {
  DEFAULT_MISSING_COUNTS_ZERO,
  distributionSum,
  type RatingDistribution,
  type RatingDistributionDto,
  type RatingDistributionInput,
} from '../../../api/ratings';
import { FormDialog } from '../../shared/FormDialog';

const PARTS = ['tasks', 'tests', 'exams'] as const;
type Part = (typeof PARTS)[number];
type Texts = Record<Part, string>;

export interface DistributionDialogProps {
  open: boolean;
  /** What is saved now (the table's header, or GET …/rating/distribution). */
  distribution: (RatingDistribution & { missingCountsZero?: boolean }) | undefined;
  onClose: () => void;
  /** POST /courses/{courseId}/rating/distribution. */
  onSave: (input: RatingDistributionInput) => Promise<{ message?: string } & Partial<RatingDistributionDto>>;
}

/** A whole percentage 0..100 as typed, or null. */
function percentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= 100 ? n : null;
}

/** The sum of the parts as they are typed, said to screen readers as it changes. */
function DistributionSum({ sum, sumOk }: { sum: number; sumOk: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="distribution-sum"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1,
        px: 0.5,
        fontWeight: 700,
        color: sumOk ? 'success.main' : 'error.main',
      }}
    >
      <span>{translate('ratings.distribution.sum')}</span>
      <span>{translate(sumOk ? 'ratings.distribution.sumOk' : 'ratings.distribution.sumOff', { sum })}</span>
    </Box>
  );
}

/** The three percentages as typed, each flagged when it is not a whole number 0..100. */
function PercentFields({
  texts,
  values,
  busy,
  onChange,
}: {
  texts: Texts;
  values: Array<number | null>;
  busy: boolean;
  onChange: (part: Part, text: string) => void;
}) {
  const translate = useTranslate();
  return PARTS.map((part, index) => (
    <TextField
      key={part}
      label={translate(`ratings.distribution.${part}`)}
      value={texts[part]}
      onChange={(event) => onChange(part, event.target.value)}
      error={values[index] === null}
      helperText={values[index] === null ? translate('ratings.distribution.partHelper') : undefined}
      disabled={busy}
      autoFocus={index === 0}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': `distribution-${part}` },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  ));
}

/** Whether missing work counts 0 once past due (src/api/ratingFormula.ts), with what each choice means. */
function MissingZeroSwitch({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const translate = useTranslate();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'missing-zero-help' } }}
            data-testid="distribution-missing-zero"
          />
        }
        label={translate('ratings.distribution.missingZero')}
      />
      <Typography id="missing-zero-help" variant="body2" color="text.secondary">
        {translate(checked ? 'ratings.distribution.missingZeroOn' : 'ratings.distribution.missingZeroOff')}
      </Typography>
    </Box>
  );
}

/** Why the distribution was not saved: a part that is not a whole percentage, a sum other than 100, or the server's 400. */
function DistributionProblem({ problem }: { problem: string }) {
  return (
    <Alert severity="error" data-testid="distribution-problem">
      {problem}
    </Alert>
  );
}

/**
 * The rating distribution (SPEC §2 dialog): the weights of tasks, tests and exams in the total,
 * whole percentages that add up to 100. The sum shows as they are typed; a sum other than 100
 * is told before anything is sent, and the server's 400 shows in the dialog (SPEC §8: a rating
 * call's 400 goes to the page's state), other failures as a notice.
 */
export function DistributionDialog({ open, distribution, onClose, onSave }: DistributionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [texts, setTexts] = useState<Texts>({ tasks: '', tests: '', exams: '' });
  const [missingZero, setMissingZero] = useState(DEFAULT_MISSING_COUNTS_ZERO);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setTexts({
      tasks: String(distribution?.tasks ?? ''),
      tests: String(distribution?.tests ?? ''),
      exams: String(distribution?.exams ?? ''),
    });
    setMissingZero(distribution?.missingCountsZero ?? DEFAULT_MISSING_COUNTS_ZERO);
  }, [open, distribution?.tasks, distribution?.tests, distribution?.exams, distribution?.missingCountsZero]);

  const values = PARTS.map((part) => percentOf(texts[part]));
  const allValid = values.every((v) => v !== null);
  const sum = values.reduce<number>((s, v) => s + (v ?? 0), 0);
  const sumOk = allValid && sum === 100;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allValid) {
      setProblem(translate('ratings.distribution.invalidPart'));
      return;
    }
    const input: RatingDistributionInput = {
      tasks: values[0] as number,
      tests: values[1] as number,
      exams: values[2] as number,
      missingCountsZero: missingZero,
    };
    if (distributionSum(input) !== 100) {
      setProblem(translate('ratings.distribution.sumProblem', { sum: distributionSum(input) }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await onSave(input);
      notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
      onClose();
    } catch (failure) {
      const message = (failure as Error)?.message || translate('app.errors.generic');
      if ((failure as { status?: number }).status === 400) setProblem(message);
      else notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={translate('ratings.distribution.title')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('ratings.distribution.intro')}
      </Typography>
      <PercentFields
        texts={texts}
        values={values}
        busy={busy}
        onChange={(part, text) => {
          setTexts((t) => ({ ...t, [part]: text }));
          setProblem(null);
        }}
      />
      <DistributionSum sum={sum} sumOk={sumOk} />
      <MissingZeroSwitch checked={missingZero} disabled={busy} onChange={setMissingZero} />
      {problem && <DistributionProblem problem={problem} />}
    </FormDialog>
  );
}
