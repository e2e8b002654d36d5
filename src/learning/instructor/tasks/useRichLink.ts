import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useTranslate } from 'react-admin';
import { isRichLinkAddress } from './richLinkAddress';

/** The link form of the rich text editor: its address, its error, and putting the link in the text. */
export function useRichLink(editor: Editor | null) {
  const translate = useTranslate();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState('');

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
  return { linkOpen, setLinkOpen, linkValue, setLinkValue, linkError, setLinkError, openLink, applyLink };
}

export type RichLink = ReturnType<typeof useRichLink>;
