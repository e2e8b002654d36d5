import type { ReactElement } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CodeIcon from '@mui/icons-material/Code';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import NotesIcon from '@mui/icons-material/Notes';
import type { TaskElementType } from '../../../../api/tasks';

/** The icon of each kind of block, on its card and on its Add button. */
export const ELEMENT_ICONS: Record<TaskElementType, ReactElement> = {
  text: <NotesIcon fontSize="small" />,
  image: <ImageIcon fontSize="small" />,
  file: <AttachFileIcon fontSize="small" />,
  link: <LinkIcon fontSize="small" />,
  code: <CodeIcon fontSize="small" />,
};
