import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditorState } from '@tiptap/react';
import { useTranslate } from 'react-admin';
import { toolState } from './richTextSchema';
import { richTextAreaSx } from './richTextStyles';
import { RichTextLinkForm } from './RichTextLinkForm';
import { RichTextToolbar } from './RichTextToolbar';
import { useRichLink } from './useRichLink';
import { useRichTextEditor } from './useRichTextEditor';

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Translated accessible name of the text area. */
  label: string;
  error?: boolean;
  helperText?: string;
  id?: string;
  /** Put the cursor in the text once the editor is there (a block just added). */
  autoFocus?: boolean;
}

/** A small rich text editor (TipTap) for a text block of a task, with a toolbar and a link form. */
function RichTextEditor({ value, onChange, onBlur, label, error, helperText, id, autoFocus = false }: RichTextEditorProps) {
  const translate = useTranslate();
  const ownId = useId();
  const editorId = id ?? `rich-${ownId}`;
  const helperId = `${editorId}-helper`;
  const editor = useRichTextEditor({ value, onChange, onBlur, label, error, helperText, editorId, helperId, autoFocus });
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) }) ?? toolState(null);
  const link = useRichLink(editor);
  const chain = () => editor!.chain().focus();

  const t = (key: string) => translate(`tasks.editor.rich.${key}`);
  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        <RichTextToolbar editorId={editorId} editor={editor} state={state} t={t} chain={chain} openLink={link.openLink} />
        {link.linkOpen && <RichTextLinkForm editor={editor} link={link} t={t} />}
        <Box sx={richTextAreaSx} onClick={() => editor?.commands.focus()}>
          {editor ? <EditorContent editor={editor} /> : <Typography color="text.secondary">…</Typography>}
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error} sx={{ mx: 1.75 }}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

/** For React.lazy: the editor loads on demand. */
export default RichTextEditor;
