import type { SxProps, Theme } from '@mui/material/styles';

/** How the text being edited looks: close to how a task's text is shown to students. */
export const richTextAreaSx: SxProps<Theme> = {
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
};
