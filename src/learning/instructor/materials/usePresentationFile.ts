import { useEffect, useRef, useState } from 'react';
import { useTranslate, useDataProvider } from 'react-admin';
import type { PresentationDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { pdfProblem } from '../../shared/pdfFile';

/** Where the PDF stands: the one kept, one on its way, or one uploaded and ready to save. */
export type PresentationFile =
  | { kind: 'none' }
  | { kind: 'uploading'; name: string; percent: number | null }
  | { kind: 'ready'; fileId: number; name: string; current: boolean };

const initialFile = (presentation?: PresentationDto | null): PresentationFile =>
  presentation?.fileId
    ? { kind: 'ready', fileId: presentation.fileId, name: presentation.fileName ?? '', current: true }
    : { kind: 'none' };

/**
 * The presentation dialog's PDF: the one kept (each time the dialog opens), or one picked,
 * checked here and uploaded at once with its progress. `abort` drops an upload still going.
 */
export function usePresentationFile(open: boolean, presentation?: PresentationDto | null) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const upload = useRef<AbortController | null>(null);
  const [file, setFile] = useState<PresentationFile>(initialFile(presentation));
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(initialFile(presentation));
    setFileError(presentation && !presentation.fileId ? translate('learning.presentations.noFile') : null);
  }, [open, presentation, translate]);

  // A file still on its way when the dialog goes is not needed any more.
  useEffect(() => () => upload.current?.abort(), []);

  const abort = () => upload.current?.abort();

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

  return { file, fileError, setFileError, pick, abort };
}
