import { useEffect, useRef, useState } from 'react';
import { useEditor } from '@tiptap/react';
import { extensions, htmlOf } from './richTextSchema';

interface RichTextEditorOptions {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  error?: boolean;
  helperText?: string;
  editorId: string;
  helperId: string;
  autoFocus: boolean;
}

/**
 * The TipTap editor of a rich text field: tells the form of every edit, takes a value set from
 * outside, and names its text area for assistive technology once it is on the page.
 */
export function useRichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  editorId,
  helperId,
  autoFocus,
}: RichTextEditorOptions) {
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

  return editor;
}
