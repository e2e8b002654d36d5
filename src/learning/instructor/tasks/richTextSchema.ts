import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/react';
import { isRichLinkAddress } from './richLinkAddress';

/**
 * What the editor can make is exactly what the server's sanitiser keeps (server/lib/sanitize.ts):
 * paragraphs, headings 2–4, bold, italic, underline, strikethrough, inline code and code
 * blocks, quotes, lists, rules, line breaks and http(s)/mailto links. Nothing else can be pasted
 * in either: the editor's schema drops what it does not know.
 */
export const extensions = [
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

export interface ToolState {
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

export function toolState(editor: Editor | null): ToolState {
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
export function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}
