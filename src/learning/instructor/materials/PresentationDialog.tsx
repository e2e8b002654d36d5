import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { PresentationDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { MaterialFormDialog, type MaterialField } from '../../shared/MaterialFormDialog';
import { pdfProblem } from '../../shared/pdfFile';
import { presentationSchema, type PresentationFormValues } from './materialSchemas';

export interface PresentationDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The presentation to edit; none to add one. */
  presentation?: PresentationDto | null;
  onClose: () => void;
}

/** Where the PDF stands: the one kept, one on its way, or one uploaded and ready to save. */
type FileState =
  | { kind: 'none' }
  | { kind: 'uploading'; name: string; percent: number | null }
  | { kind: 'ready'; fileId: number; name: string; current: boolean };

const initialFile = (presentation?: PresentationDto | null): FileState =>
  presentation?.fileId
    ? { kind: 'ready', fileId: presentation.fileId, name: presentation.fileName ?? '', current: true }
    : { kind: 'none' };

/**
 * Adds or edits a presentation: name, description and a PDF. The file is checked here (a PDF
 * by name and by its first bytes, at most 50 MB) and uploaded as soon as it is picked, with a
 * progress bar; the server's refusal ('A presentation needs a PDF file') shows under it.
 */
export function PresentationDialog({ open, lessonId, presentation, onClose }: PresentationDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [file, setFile] = useState<FileState>(initialFile(presentation));
  const [fileError, setFileError] = useState<string | null>(null);
  const values = useMemo<PresentationFormValues>(
    () => ({ name: presentation?.name ?? '', description: presentation?.description ?? '' }),
    [presentation],
  );
  const fields: Array<MaterialField<PresentationFormValues>> = [
    { name: 'name', label: 'learning.presentations.name', required: true },
    { name: 'description', label: 'learning.presentations.description', multiline: true, helper: translate('learning.optional') },
  ];

  useEffect(() => {
    if (!open) return;
    setFile(initialFile(presentation));
    setFileError(presentation && !presentation.fileId ? translate('learning.presentations.noFile') : null);
  }, [open, presentation, translate]);

  // A file still on its way when the dialog goes is not needed any more.
  useEffect(() => () => upload.current?.abort(), []);

  const close = () => {
    upload.current?.abort();
    onClose();
  };

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    // A file refused here leaves the one already chosen as it was.
    const problem = await pdfProblem(picked);
    if (problem) {
      setFileError(translate(problem));
      return;
    }
    upload.current?.abort();
    setFileError(null);
    const controller = new AbortController();
    upload.current = controller;
    setFile({ kind: 'uploading', name: picked.name, percent: 0 });
    try {
      const answer = await dataProvider.uploadPdf(
        picked,
        ({ percent }) => setFile({ kind: 'uploading', name: picked.name, percent }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setFile({ kind: 'ready', fileId: answer.fileId, name: picked.name, current: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      setFile(initialFile(presentation));
      setFileError((error as Error)?.message || translate('app.errors.generic'));
    } finally {
      if (upload.current === controller) upload.current = null;
    }
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

  const uploading = file.kind === 'uploading';
  const percent = uploading ? file.percent : null;
  const sent = percent !== null && percent >= 100;

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
      {(_form, busy) => (
        <Box>
          <Typography variant="caption" color={fileError ? 'error' : 'text.secondary'} component="p" sx={{ mb: 0.5 }}>
            {translate('learning.presentations.file')} *
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={busy}>
              {translate(file.kind === 'none' ? 'learning.presentations.choose' : 'learning.presentations.change')}
            </Button>
            {file.kind !== 'none' && (
              <Typography
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', minWidth: 0 }}
                data-testid="presentation-file"
              >
                <PictureAsPdfIcon fontSize="small" color="error" aria-hidden />
                {file.kind === 'ready' && !file.current
                  ? translate('learning.presentations.uploaded', { name: file.name })
                  : file.kind === 'ready'
                    ? translate('learning.presentations.current', { name: file.name })
                    : file.name}
              </Typography>
            )}
          </Box>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".pdf,application/pdf"
            aria-label={translate('learning.presentations.file')}
            data-testid="presentation-file-input"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {uploading && (
            <Box sx={{ mt: 1.5 }} data-testid="presentation-progress">
              <LinearProgress
                variant={sent || percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? 0}
                aria-label={translate('learning.presentations.file')}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {sent || percent === null
                  ? translate('learning.presentations.processing')
                  : translate('learning.presentations.uploading', { percent })}
              </Typography>
            </Box>
          )}
          <Typography
            variant="caption"
            color={fileError ? 'error' : 'text.secondary'}
            component="p"
            role={fileError ? 'alert' : undefined}
            sx={{ mt: 0.5 }}
          >
            {fileError ?? translate('learning.presentations.hint')}
          </Typography>
        </Box>
      )}
    </MaterialFormDialog>
  );
}
