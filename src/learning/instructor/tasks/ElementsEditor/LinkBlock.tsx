import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { elementFieldId, useElementErrors, type BlockProps } from './blockProps';

/** A link: its text and its address. */
export function LinkBlock({ index, prefix, register, errors }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        {...register(`taskElements.${index}.text`)}
        id={elementFieldId(prefix, index, 'text')}
        label={translate('tasks.editor.linkText')}
        required
        error={Boolean(problem('text'))}
        helperText={problem('text') || ' '}
      />
      <TextField
        {...register(`taskElements.${index}.url`)}
        id={elementFieldId(prefix, index, 'url')}
        label={translate('tasks.editor.linkUrl')}
        required
        type="url"
        placeholder="https://"
        error={Boolean(problem('url'))}
        helperText={problem('url') || translate('tasks.editor.linkUrlHelper')}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
      />
    </Box>
  );
}
