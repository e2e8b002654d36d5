import type { ReactElement } from 'react';
import type { TaskElementType } from '../../../../api/tasks';
import type { BlockProps } from './blockProps';
import { CodeBlock } from './CodeBlock';
import { FileBlock } from './FileBlock';
import { ImageBlock } from './ImageBlock';
import { LinkBlock } from './LinkBlock';
import { TextBlock } from './TextBlock';

/** The editor of each kind of block. */
export const BLOCKS: Record<TaskElementType, (props: BlockProps) => ReactElement> = {
  text: TextBlock,
  image: ImageBlock,
  file: FileBlock,
  link: LinkBlock,
  code: CodeBlock,
};

/** The field that takes the focus when a block of this kind is added. */
export const FIRST_FIELD: Record<TaskElementType, string> = {
  text: 'html',
  image: 'fileId',
  file: 'fileId',
  link: 'text',
  code: 'language',
};
