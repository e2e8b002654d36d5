import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { useTranslate } from 'react-admin';
import type { RichLink } from './useRichLink';

/** The address of a link being added or changed, under the rich text editor's toolbar. */
export function RichTextLinkForm({ editor, link, t }: { editor: Editor | null; link: RichLink; t: (key: string) => string }) {
  const translate = useTranslate();
  const { linkValue, setLinkValue, linkError, setLinkError, setLinkOpen, applyLink } = link;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        autoFocus
        label={t('linkAddress')}
        placeholder="https://"
        value={linkValue}
        onChange={(event) => {
          setLinkValue(event.target.value);
          setLinkError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            applyLink();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            setLinkOpen(false);
            editor?.commands.focus();
          }
        }}
        error={Boolean(linkError)}
        helperText={linkError || t('linkHelper')}
        sx={{ flex: '1 1 220px' }}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
      />
      <Button size="small" variant="contained" onClick={applyLink} sx={{ mt: 0.5 }}>
        {t('linkApply')}
      </Button>
      <Button size="small" onClick={() => setLinkOpen(false)} sx={{ mt: 0.5 }}>
        {translate('learning.cancel')}
      </Button>
    </Box>
  );
}
