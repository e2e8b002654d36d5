import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ANSWER_FILE_KINDS, ANSWER_MAX_MB_LIMIT } from '../../../api/answerFiles';
import { fieldMessage } from '../../shared/fieldMessage';
import type { TaskFormValues } from './taskSchema';

/** What a task's answer may attach (src/api/answerFiles.ts): a checkbox per kind, and the largest file in MB. */
export function AnswerFilesFields({ form, prefix }: { form: UseFormReturn<TaskFormValues>; prefix: string }) {
  const translate = useTranslate();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const kindsProblem = fieldMessage(translate, errors.answerFileKinds?.message ?? errors.answerFileKinds?.root?.message);
  const mbProblem = fieldMessage(translate, errors.answerMaxMb?.message);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
      <Controller
        control={control}
        name="answerFileKinds"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(kindsProblem)} id={`${prefix}-answerFileKinds`} tabIndex={-1}>
            <FormLabel component="legend">{translate('tasks.fields.answerFiles')}</FormLabel>
            <FormGroup>
              {ANSWER_FILE_KINDS.map((kind) => (
                <FormControlLabel
                  key={kind}
                  label={translate(`learning.answerKinds.${kind}`)}
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value.includes(kind)}
                      onChange={(event) =>
                        field.onChange(event.target.checked ? [...field.value, kind] : field.value.filter((k) => k !== kind))
                      }
                      data-testid={`answer-kind-${kind}`}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{kindsProblem || translate('tasks.editor.answerFilesHelper')}</FormHelperText>
          </FormControl>
        )}
      />
      <TextField
        {...register('answerMaxMb')}
        id={`${prefix}-answerMaxMb`}
        label={translate('tasks.fields.answerMaxMb')}
        type="number"
        required
        error={Boolean(mbProblem)}
        helperText={mbProblem || translate('tasks.editor.answerMaxMbHelper', { max: ANSWER_MAX_MB_LIMIT })}
        slotProps={{ htmlInput: { min: 1, max: ANSWER_MAX_MB_LIMIT, step: 1, inputMode: 'numeric' } }}
      />
    </Box>
  );
}
