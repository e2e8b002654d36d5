import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import CodeIcon from '@mui/icons-material/Code';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from 'react-admin';
import { isRichLinkAddress } from './taskSchema';

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

/**
 * What the editor can make is exactly what the server's sanitiser keeps (server/lib/sanitize.ts):
 * paragraphs, headings 2–4, bold, italic, underline, strikethrough, inline code and code
 * blocks, quotes, lists, rules, line breaks and http(s)/mailto links. Nothing else can be pasted
 * in either: the editor's schema drops what it does not know.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // A code block keeps only <pre><code>: the sanitiser drops its class anyway.
    codeBlock: { HTMLAttributes: { class: null } },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isRichLinkAddress(url),
      shouldAutoLink: (url) => isRichLinkAddress(url.includes(':') ? url : `https://${url}`),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
    },
  }),
];

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function toolState(editor: Editor | null): ToolState {
  const active = (name: string, attrs?: Record<string, unknown>) => Boolean(editor?.isActive(name, attrs));
  return {
    bold: active('bold'),
    italic: active('italic'),
    underline: active('underline'),
    strike: active('strike'),
    code: active('code'),
    h2: active('heading', { level: 2 }),
    h3: active('heading', { level: 3 }),
    bulletList: active('bulletList'),
    orderedList: active('orderedList'),
    blockquote: active('blockquote'),
    codeBlock: active('codeBlock'),
    link: active('link'),
    canUndo: Boolean(editor?.can().undo()),
    canRedo: Boolean(editor?.can().redo()),
  };
}

/** The editor's HTML without the empty paragraph it keeps at the end for the cursor; '' when empty. */
function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactElement | string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          // Keeps the selection in the editor while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={{
            borderRadius: 1,
            ...(active ? { bgcolor: 'action.selected' } : {}),
            ...(typeof icon === 'string' ? { fontSize: '0.85rem', fontWeight: 700, width: 34 } : {}),
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A small rich text editor (TipTap) for a text block of a task, with a toolbar and a link form. */
export function RichTextEditor({ value, onChange, onBlur, label, error, helperText, id, autoFocus = false }: RichTextEditorProps) {
  const translate = useTranslate();
  const ownId = useId();
  const editorId = id ?? `rich-${ownId}`;
  const helperId = `${editorId}-helper`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState('');
  const latest = useRef({ onChange, onBlur });
  /** What the editor has told the form since the last value came back. */
  const emitted = useRef<string[]>([]);
  latest.current = { onChange, onBlur };

  const editor = useEditor({
    extensions,
    content: value,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      // Only what never changes: the name, id and state of the field are set on the element
      // below, so ProseMirror never redraws the text for them (which would lose a keystroke).
      attributes: { role: 'textbox', 'aria-multiline': 'true', class: 'task-rich-editor' },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current.push(html);
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  // A value set from outside (the form reset) replaces the text. The editor's own edits come
  // back as values too, possibly behind the text typed since: those are never put back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const echo = emitted.current.lastIndexOf(value);
    if (echo >= 0) {
      // Older echoes cannot come back any more; newer ones still may.
      emitted.current = emitted.current.slice(echo);
      return;
    }
    emitted.current = [];
    const current = htmlOf(editor);
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!editor) return;
    const onMount = () => setMounted(true);
    editor.on('mount', onMount);
    editor.on('create', onMount);
    // The view may be mounted already (EditorContent's effect runs before this one).
    try {
      if (editor.view.dom) setMounted(true);
    } catch {
      // Not yet: the events above tell.
    }
    return () => {
      editor.off('mount', onMount);
      editor.off('create', onMount);
    };
  }, [editor]);
  useEffect(() => {
    if (!editor || editor.isDestroyed || !mounted) return;
    let dom: HTMLElement;
    try {
      dom = editor.view.dom;
    } catch {
      return;
    }
    const set = (name: string, next: string | null) => (next === null ? dom.removeAttribute(name) : dom.setAttribute(name, next));
    set('id', editorId);
    set('aria-label', label);
    set('aria-describedby', helperText ? helperId : null);
    set('aria-invalid', error ? 'true' : null);
  }, [editor, mounted, editorId, label, helperText, helperId, error]);

  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) }) ?? toolState(null);

  const chain = () => editor!.chain().focus();
  const openLink = () => {
    setLinkValue((editor?.getAttributes('link').href as string | undefined) ?? '');
    setLinkError('');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const address = linkValue.trim();
    if (!address) {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!isRichLinkAddress(address)) {
      setLinkError(translate('tasks.validation.urlInvalid'));
      return;
    }
    const { empty } = editor!.state.selection;
    if (empty && !editor!.isActive('link')) {
      // No text chosen: the address itself becomes the link's text.
      chain()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: address }).run();
    }
    setLinkOpen(false);
  };

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
        <Box
          role="toolbar"
          aria-label={t('toolbar')}
          aria-controls={editorId}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 0.25,
            px: 0.5,
            py: 0.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ToolButton
            label={t('bold')}
            icon={<FormatBoldIcon fontSize="small" />}
            active={state.bold}
            disabled={!editor}
            onClick={() => chain().toggleBold().run()}
          />
          <ToolButton
            label={t('italic')}
            icon={<FormatItalicIcon fontSize="small" />}
            active={state.italic}
            disabled={!editor}
            onClick={() => chain().toggleItalic().run()}
          />
          <ToolButton
            label={t('underline')}
            icon={<FormatUnderlinedIcon fontSize="small" />}
            active={state.underline}
            disabled={!editor}
            onClick={() => chain().toggleUnderline().run()}
          />
          <ToolButton
            label={t('strike')}
            icon={<StrikethroughSIcon fontSize="small" />}
            active={state.strike}
            disabled={!editor}
            onClick={() => chain().toggleStrike().run()}
          />
          <ToolButton
            label={t('code')}
            icon={<CodeIcon fontSize="small" />}
            active={state.code}
            disabled={!editor}
            onClick={() => chain().toggleCode().run()}
          />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />
          <ToolButton
            label={t('heading2')}
            icon="H2"
            active={state.h2}
            disabled={!editor}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          />
          <ToolButton
            label={t('heading3')}
            icon="H3"
            active={state.h3}
            disabled={!editor}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          />
          <ToolButton
            label={t('bulletList')}
            icon={<FormatListBulletedIcon fontSize="small" />}
            active={state.bulletList}
            disabled={!editor}
            onClick={() => chain().toggleBulletList().run()}
          />
          <ToolButton
            label={t('orderedList')}
            icon={<FormatListNumberedIcon fontSize="small" />}
            active={state.orderedList}
            disabled={!editor}
            onClick={() => chain().toggleOrderedList().run()}
          />
          <ToolButton
            label={t('quote')}
            icon={<FormatQuoteIcon fontSize="small" />}
            active={state.blockquote}
            disabled={!editor}
            onClick={() => chain().toggleBlockquote().run()}
          />
          <ToolButton
            label={t('codeBlock')}
            icon="{ }"
            active={state.codeBlock}
            disabled={!editor}
            onClick={() => chain().toggleCodeBlock().run()}
          />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />
          <ToolButton
            label={t('link')}
            icon={<InsertLinkIcon fontSize="small" />}
            active={state.link}
            disabled={!editor}
            onClick={openLink}
          />
          <ToolButton
            label={t('unlink')}
            icon={<LinkOffIcon fontSize="small" />}
            disabled={!editor || !state.link}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />
          <ToolButton
            label={t('undo')}
            icon={<UndoIcon fontSize="small" />}
            disabled={!state.canUndo}
            onClick={() => chain().undo().run()}
          />
          <ToolButton
            label={t('redo')}
            icon={<RedoIcon fontSize="small" />}
            disabled={!state.canRedo}
            onClick={() => chain().redo().run()}
          />
        </Box>
        {linkOpen && (
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
        )}
        <Box
          sx={{
            px: 1.5,
            py: 1,
            minHeight: 120,
            maxHeight: 420,
            overflowY: 'auto',
            cursor: 'text',
            '& .task-rich-editor': { outline: 'none', minHeight: 100, overflowWrap: 'anywhere' },
            '& .task-rich-editor > :first-of-type': { mt: 0 },
            '& .task-rich-editor p': { my: 0.75 },
            '& .task-rich-editor h2': { fontSize: '1.35rem', my: 1 },
            '& .task-rich-editor h3': { fontSize: '1.15rem', my: 1 },
            '& .task-rich-editor h4': { fontSize: '1rem', my: 1 },
            '& .task-rich-editor ul, & .task-rich-editor ol': { pl: 3 },
            '& .task-rich-editor blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
            '& .task-rich-editor code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
            '& .task-rich-editor pre': { fontFamily: 'monospace', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
            '& .task-rich-editor pre code': { bgcolor: 'transparent', p: 0 },
            '& .task-rich-editor a': { color: 'primary.main' },
            '& .task-rich-editor hr': { border: 0, borderTop: 1, borderColor: 'divider' },
          }}
          onClick={() => editor?.commands.focus()}
        >
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
