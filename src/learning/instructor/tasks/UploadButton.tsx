import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate, useDataProvider } from 'react-admin';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PDF_MAX_BYTES } from '../../../api/constants';
import type { FileUploadResponse } from '../../../api/types';
import { type TaskUploadKind } from '../../../dataProvider/taskCalls';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** What a block may upload: an image block takes images; a file block PDFs or images (all the server accepts). */
export type UploadPurpose = 'image' | 'file';

const ACCEPT: Record<UploadPurpose, string> = {
  image: IMAGE_MIME_TYPES.join(','),
  file: ['.pdf', 'application/pdf', ...IMAGE_MIME_TYPES].join(','),
};

const isPdfName = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isImageName = (file: File) =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) || /\.(png|jpe?g|webp|gif)$/i.test(file.name);

/** The upload kind for a picked file, or the translation key of why it cannot go. */
export function uploadKindOf(
  file: File,
  purpose: UploadPurpose,
): { kind: TaskUploadKind } | { problem: string; args?: Record<string, unknown> } {
  if (purpose === 'file' && isPdfName(file)) {
    return file.size > PDF_MAX_BYTES ? { problem: 'tasks.upload.tooLarge', args: { mb: PDF_MAX_BYTES / 1048576 } } : { kind: 'pdf' };
  }
  if (isImageName(file)) {
    return file.size > IMAGE_MAX_BYTES ? { problem: 'tasks.upload.tooLarge', args: { mb: IMAGE_MAX_BYTES / 1048576 } } : { kind: 'image' };
  }
  return { problem: purpose === 'file' ? 'tasks.upload.fileKind' : 'tasks.upload.imageKind' };
}

export interface UploadButtonProps {
  purpose: UploadPurpose;
  /** Translated text of the button. */
  label: string;
  onUploaded: (upload: FileUploadResponse & { name: string }) => void;
  /** Told when an upload starts and ends, so the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
  /** A message under the button (the form's own, e.g. "Upload a file"). */
  error?: string;
  id?: string;
  children?: ReactNode;
}

/**
 * Picks a file and uploads it at once (POST /static/upload): the server sniffs the bytes and
 * answers its id and link, which the block keeps. Its refusal (wrong type, too large) shows
 * under the button.
 */
export function UploadButton({ purpose, label, onUploaded, onBusyChange, error, id, children }: UploadButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const abort = useRef<AbortController | null>(null);
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;

  // An upload still on its way when the block goes is dropped, and the form stops waiting.
  useEffect(
    () => () => {
      if (abort.current) {
        abort.current.abort();
        busyChange.current?.(false);
      }
    },
    [],
  );

  const upload = async (file: File) => {
    const kind = uploadKindOf(file, purpose);
    if ('problem' in kind) {
      setProblem(translate(kind.problem, kind.args));
      return;
    }
    setProblem('');
    setBusy(true);
    onBusyChange?.(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const answer = await dataProvider.uploadTaskFile(file, kind.kind, controller.signal);
      if (!controller.signal.aborted) onUploaded({ ...answer, name: file.name });
    } catch (failure) {
      if (!controller.signal.aborted) setProblem((failure as Error)?.message || translate('app.errors.generic'));
    } finally {
      if (!controller.signal.aborted) {
        abort.current = null;
        setBusy(false);
        onBusyChange?.(false);
      }
    }
  };

  const message = problem || error;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          id={id}
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
          color={message ? 'error' : 'primary'}
          aria-describedby={message && id ? `${id}-problem` : undefined}
        >
          {busy ? translate('tasks.upload.uploading') : label}
        </Button>
        {children}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT[purpose]}
        data-testid={id ? `${id}-input` : undefined}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <FormHelperText id={id ? `${id}-problem` : undefined} error={Boolean(message)} role={problem ? 'alert' : undefined}>
        {message || translate(purpose === 'file' ? 'tasks.upload.fileHelper' : 'tasks.upload.imageHelper')}
      </FormHelperText>
    </Box>
  );
}
