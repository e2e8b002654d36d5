import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { elementFieldId, useElementErrors, type BlockProps } from './blockProps';

/** Languages offered as the author types (any other may be typed). */
const LANGUAGES = [
  'javascript',
  'typescript',
  'python',
  'java',
  'c',
  'cpp',
  'csharp',
  'go',
  'kotlin',
  'php',
  'ruby',
  'rust',
  'sql',
  'html',
  'css',
  'bash',
  'json',
];

/** A piece of code and its language. */
export function CodeBlock({ index, prefix, register, errors }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  const listId = `${prefix}-languages`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        {...register(`taskElements.${index}.language`)}
        id={elementFieldId(prefix, index, 'language')}
        label={translate('tasks.editor.codeLanguage')}
        placeholder="javascript"
        error={Boolean(problem('language'))}
        helperText={problem('language') || translate('tasks.editor.codeLanguageHelper')}
        sx={{ maxWidth: { sm: 280 } }}
        slotProps={{ htmlInput: { list: listId, spellCheck: false, autoComplete: 'off', autoCapitalize: 'none' } }}
      />
      <datalist id={listId}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
      <TextField
        {...register(`taskElements.${index}.code`)}
        id={elementFieldId(prefix, index, 'code')}
        label={translate('tasks.editor.code')}
        required
        multiline
        minRows={4}
        maxRows={20}
        error={Boolean(problem('code'))}
        helperText={problem('code') || ' '}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'none',
            autoComplete: 'off',
            style: { fontFamily: 'monospace', fontSize: '0.875rem', whiteSpace: 'pre', overflowX: 'auto' },
          },
        }}
      />
    </Box>
  );
}
