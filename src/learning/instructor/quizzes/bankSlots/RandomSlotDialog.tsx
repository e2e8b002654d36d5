import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'react-admin';
import { QUIZ_MAX_QUESTION_POINTS } from '../../../../api/quizLimits';
import { FormDialog } from '../../../shared/FormDialog';
import { QueryState } from '../../../shared/QueryState';
import type { RandomSlotDraft } from './slotDraft';
import { useRandomSlotForm } from './useRandomSlotForm';

export interface RandomSlotDialogProps {
  open: boolean;
  courseId: Identifier;
  onClose: () => void;
  onAdd: (slot: RandomSlotDraft) => void;
}

/**
 * 'Add random questions': a category of the course bank (with its subcategories or not), how
 * many to draw and the points of each. It says how many the category offers and refuses a
 * count above it, as the server would on Save.
 */
export function RandomSlotDialog(props: RandomSlotDialogProps) {
  return props.open ? <RandomSlotForm {...props} /> : null;
}

function RandomSlotForm({ open, courseId, onClose, onAdd }: RandomSlotDialogProps) {
  const translate = useTranslate();
  const form = useRandomSlotForm(courseId);
  const { id, categories, offer } = form;
  return (
    <FormDialog
      open={open}
      title={translate('quizBank.random.title')}
      onClose={onClose}
      submitLabel={translate('quizBank.random.add')}
      submitDisabled={!form.category || offer.available === null}
      onSubmit={(event) => {
        // Inside the test editor's form in React's tree: its Save must not run.
        event.preventDefault();
        event.stopPropagation();
        const slot = form.slotOrFocus();
        if (slot) onAdd(slot);
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('quizBank.random.intro')}
      </Typography>
      {categories.error ? (
        <QueryState error={categories.error} notFound={translate('questionBank.notFound')} onRetry={() => void categories.refetch()} />
      ) : (
        <TextField
          select
          id={`${id}-category`}
          label={translate('quizBank.random.category')}
          value={form.categoryId ?? ''}
          onChange={(event) => form.setCategoryId(Number(event.target.value))}
          helperText={
            offer.available === null
              ? translate('quizBank.random.counting')
              : translate('quizBank.random.offers', { smart_count: offer.available })
          }
          slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
        >
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.categoryId} value={c.categoryId} sx={{ pl: 2 + 2 * (c.path.length - 1), whiteSpace: 'normal' }}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {offer.error && <QueryState error={offer.error} notFound={translate('questionBank.notFound')} onRetry={offer.refetch} />}
      <FormControlLabel
        control={<Checkbox checked={form.includeSubcategories} onChange={(event) => form.setIncludeSub(event.target.checked)} />}
        label={translate('quizBank.random.includeSub')}
      />
      <DrawFields form={form} />
    </FormDialog>
  );
}

/** How many to draw and the points of each, with their problems once Add was pressed. */
function DrawFields({ form }: { form: ReturnType<typeof useRandomSlotForm> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        id={`${form.id}-count`}
        label={translate('quizBank.random.count')}
        value={form.count}
        onChange={(event) => form.setCount(event.target.value)}
        required
        error={Boolean(form.countProblem)}
        helperText={form.countProblem || translate('quizBank.random.countInvalid', { max: form.max })}
        sx={{ flex: '1 1 160px' }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        id={`${form.id}-points`}
        label={translate('quizBank.random.pointsEach')}
        value={form.points}
        onChange={(event) => form.setPoints(event.target.value)}
        required
        error={Boolean(form.pointsProblem)}
        helperText={form.pointsProblem || translate('quizBank.random.pointsEachHelper', { max: QUIZ_MAX_QUESTION_POINTS })}
        sx={{ flex: '1 1 160px' }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Box>
  );
}
