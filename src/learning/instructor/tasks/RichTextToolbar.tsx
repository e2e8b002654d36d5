import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
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
import type { ChainedCommands, Editor } from '@tiptap/react';
import type { ToolState } from './richTextSchema';
import { ToolButton } from './ToolButton';

interface ToolsProps {
  editor: Editor | null;
  state: ToolState;
  t: (key: string) => string;
  chain: () => ChainedCommands;
}

/** Bold, italic, underline, strikethrough and inline code. */
function InlineTools({ editor, state, t, chain }: ToolsProps) {
  return (
    <>
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
    </>
  );
}

/** Headings, lists, quote and code block. */
function BlockTools({ editor, state, t, chain }: ToolsProps) {
  return (
    <>
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
    </>
  );
}

/** Adding and removing a link. */
function LinkTools({ editor, state, t, chain, openLink }: ToolsProps & { openLink: () => void }) {
  return (
    <>
      <ToolButton label={t('link')} icon={<InsertLinkIcon fontSize="small" />} active={state.link} disabled={!editor} onClick={openLink} />
      <ToolButton
        label={t('unlink')}
        icon={<LinkOffIcon fontSize="small" />}
        disabled={!editor || !state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
    </>
  );
}

/** Undo and redo. */
function HistoryTools({ state, t, chain }: Omit<ToolsProps, 'editor'>) {
  return (
    <>
      <ToolButton label={t('undo')} icon={<UndoIcon fontSize="small" />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={t('redo')} icon={<RedoIcon fontSize="small" />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </>
  );
}

/** The rich text editor's toolbar, in groups parted by a line. */
export function RichTextToolbar({ editorId, openLink, ...tools }: ToolsProps & { editorId: string; openLink: () => void }) {
  const { t } = tools;
  return (
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
      <InlineTools {...tools} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />
      <BlockTools {...tools} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />
      <LinkTools {...tools} openLink={openLink} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} />
      <HistoryTools {...tools} />
    </Box>
  );
}
