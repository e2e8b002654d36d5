import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { UseFormReturn } from 'react-hook-form';
import { PERCENT_MAX } from '../../../api/latePenalty';
import { fieldMessage } from '../../shared/fieldMessage';
import type { TaskFormValues } from './taskSchema';

/** A task's late-penalty rule (src/api/latePenalty.ts): percent lost per day late, and the share always kept. */
export function LatePenaltyFields({ form, prefix }: { form: UseFormReturn<TaskFormValues>; prefix: string }) {
  const translate = useTranslate();
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: 'latePenaltyPerDay' | 'latePenaltyFloor', label: string, helper: string) => {
    const problem = fieldMessage(translate, errors[name]?.message);
    return (
      <TextField
        {...register(name)}
        id={`${prefix}-${name}`}
        label={translate(label)}
        type="number"
        required
        error={Boolean(problem)}
        helperText={problem || translate(helper)}
        slotProps={{ htmlInput: { min: 0, max: PERCENT_MAX, step: 1, inputMode: 'numeric' }, input: { endAdornment: '%' } }}
      />
    );
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
      <FormLabel component="legend">{translate('tasks.lateness.penaltyTitle')}</FormLabel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        {field('latePenaltyPerDay', 'tasks.lateness.perDay', 'tasks.lateness.perDayHelper')}
        {field('latePenaltyFloor', 'tasks.lateness.floor', 'tasks.lateness.floorHelper')}
      </Box>
    </Box>
  );
}
