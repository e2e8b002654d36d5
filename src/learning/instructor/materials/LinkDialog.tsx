import { useMemo } from 'react';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { LinkDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { MaterialFormDialog, type MaterialField } from '../../shared/MaterialFormDialog';
import { linkSchema, type LinkFormValues } from './materialSchemas';

export interface LinkDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The link to edit; none to add one. */
  link?: LinkDto | null;
  onClose: () => void;
}

/** Adds or edits a link of a lesson: the text it shows and an http(s) address. */
export function LinkDialog({ open, lessonId, link, onClose }: LinkDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const values = useMemo<LinkFormValues>(() => ({ text: link?.text ?? '', link: link?.link ?? '' }), [link]);
  const fields: Array<MaterialField<LinkFormValues>> = [
    { name: 'text', label: 'learning.links.text', required: true },
    {
      name: 'link',
      label: 'learning.links.link',
      required: true,
      type: 'url',
      placeholder: 'https://',
      helper: translate('learning.links.linkHelper'),
    },
  ];
  return (
    <MaterialFormDialog
      open={open}
      title={translate(link ? 'learning.links.editTitle' : 'learning.links.createTitle')}
      onClose={onClose}
      schema={linkSchema}
      values={values}
      fields={fields}
      send={(input) => () => (link ? dataProvider.updateLink(lessonId, link.id, input) : dataProvider.createLink(lessonId, input))}
    />
  );
}
