import { useMemo } from 'react';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { PresentationDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { MaterialFormDialog, type MaterialField } from '../../shared/MaterialFormDialog';
import { presentationSchema, type PresentationFormValues } from './materialSchemas';
import { PresentationFileInput } from './PresentationFileInput';
import { usePresentationFile } from './usePresentationFile';

export interface PresentationDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The presentation to edit; none to add one. */
  presentation?: PresentationDto | null;
  onClose: () => void;
}

/**
 * Adds or edits a presentation: name, description and a PDF. The file is checked here (a PDF
 * by name and by its first bytes, at most 50 MB) and uploaded as soon as it is picked, with a
 * progress bar; the server's refusal ('A presentation needs a PDF file') shows under it.
 */
export function PresentationDialog({ open, lessonId, presentation, onClose }: PresentationDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { file, fileError, setFileError, pick, abort } = usePresentationFile(open, presentation);
  const values = useMemo<PresentationFormValues>(
    () => ({ name: presentation?.name ?? '', description: presentation?.description ?? '' }),
    [presentation],
  );
  const fields: Array<MaterialField<PresentationFormValues>> = [
    { name: 'name', label: 'learning.presentations.name', required: true },
    { name: 'description', label: 'learning.presentations.description', multiline: true, helper: translate('learning.optional') },
  ];

  const close = () => {
    abort();
    onClose();
  };

  /** The call for the form's values, or null while the PDF is missing or still on its way. */
  const send = (input: PresentationFormValues) => {
    if (file.kind === 'uploading') {
      setFileError(translate('learning.validation.uploadPending'));
      return null;
    }
    if (file.kind !== 'ready') {
      setFileError(translate('learning.validation.pdfRequired'));
      return null;
    }
    const body = { ...input, fileId: file.fileId };
    return () =>
      presentation
        ? dataProvider.updatePresentation(lessonId, presentation.presentationId, body)
        : dataProvider.createPresentation(lessonId, body);
  };

  return (
    <MaterialFormDialog
      open={open}
      title={translate(presentation ? 'learning.presentations.editTitle' : 'learning.presentations.createTitle')}
      onClose={close}
      schema={presentationSchema}
      values={values}
      fields={fields}
      send={send}
      onFieldError={(field, message) => {
        if (field === 'fileId' || field === 'file') setFileError(message);
      }}
    >
      {(_form, busy) => <PresentationFileInput file={file} fileError={fileError} onPick={(picked) => void pick(picked)} busy={busy} />}
    </MaterialFormDialog>
  );
}
