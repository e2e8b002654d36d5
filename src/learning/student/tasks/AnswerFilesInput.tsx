import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslate, useDataProvider } from 'react-admin';
import { ANSWER_FILES_MAX, type AnswerFile } from '../../../api/tasks';
import { ExternalLink } from '../../shared/ExternalLink';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { ANSWER_FILE_ACCEPT, answerUploadKind } from './answerUpload';

/** A file on its way up, or one that could not go. */
interface Pending {
  key: number;
  name: string;
  percent: number | null;
  error?: string;
  controller?: AbortController;
}

export interface AnswerFilesInputProps {
  files: AnswerFile[];
  onChange: (update: (files: AnswerFile[]) => AnswerFile[]) => void;
  /** Told when uploads start and all end, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
  /** The server's refusal of the files, shown under the list. */
  error?: string;
  disabled?: boolean;
}

let counter = 0;

/**
 * The answer's files: picked (several at once) and uploaded at once with their progress, each
 * cancellable while it goes and removable once up. Only PDFs and images: what the server takes.
 */
export function AnswerFilesInput({ files, onChange, onBusyChange, error, disabled = false }: AnswerFilesInputProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState('');
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  const uploading = pending.some((p) => p.controller);

  useEffect(() => busyChange.current(uploading), [uploading]);

  // Uploads still going when the form goes away are dropped.
  const live = useRef(pending);
  live.current = pending;
  useEffect(() => () => live.current.forEach((p) => p.controller?.abort()), []);

  const update = (key: number, change: Partial<Pending> | null) =>
    setPending((list) =>
      change === null ? list.filter((p) => p.key !== key) : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const upload = async (file: File) => {
    const kind = answerUploadKind(file);
    const key = ++counter;
    if ('problem' in kind) {
      setPending((list) => [...list, { key, name: file.name, percent: null, error: translate(kind.problem, kind.args) }]);
      return;
    }
    const controller = new AbortController();
    setPending((list) => [...list, { key, name: file.name, percent: 0, controller }]);
    try {
      const answer = await dataProvider.uploadAnswerFile(
        file,
        kind.kind,
        (progress) => update(key, { percent: progress.percent }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      update(key, null);
      onChange((list) => [...list, { fileId: answer.fileId, link: answer.link, name: file.name }]);
    } catch (failure) {
      if (controller.signal.aborted) return;
      update(key, { error: (failure as Error)?.message || translate('app.errors.generic'), controller: undefined, percent: null });
    }
  };

  const pick = (list: FileList | null) => {
    if (!list?.length) return;
    const room = ANSWER_FILES_MAX - files.length - pending.filter((p) => p.controller).length;
    const chosen = Array.from(list);
    setProblem(chosen.length > room ? translate('student.answer.tooManyFiles', { max: ANSWER_FILES_MAX }) : '');
    chosen.slice(0, Math.max(0, room)).forEach((file) => void upload(file));
  };

  const message = problem || error;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="answer-files-label" sx={{ mb: 0.5 }}>
        {translate('student.answer.files')}
      </Typography>
      {(files.length > 0 || pending.length > 0) && (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-labelledby="answer-files-label">
          {files.map((file) => (
            <Box component="li" key={file.fileId} sx={rowSx}>
              <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <ExternalLink href={file.link}>{file.name}</ExternalLink>
              </Box>
              <IconButton
                size="small"
                onClick={() => onChange((list) => list.filter((f) => f.fileId !== file.fileId))}
                disabled={disabled}
                aria-label={translate('student.answer.removeFile', { name: file.name })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {pending.map((p) => (
            <Box component="li" key={p.key} sx={rowSx} data-testid="answer-file-pending">
              {p.error ? (
                <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
              ) : (
                <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {p.name}
                </Typography>
                {p.error ? (
                  <Typography variant="caption" color="error" role="alert">
                    {p.error}
                  </Typography>
                ) : (
                  <>
                    <LinearProgress
                      variant={p.percent === null ? 'indeterminate' : 'determinate'}
                      value={p.percent ?? 0}
                      aria-label={translate('student.answer.uploadingNamed', { name: p.name })}
                      sx={{ mt: 0.5 }}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {p.percent === null
                        ? translate('student.answer.uploading')
                        : translate('student.answer.uploadingPercent', { percent: p.percent })}
                    </Typography>
                  </>
                )}
              </Box>
              <IconButton
                size="small"
                onClick={() => {
                  p.controller?.abort();
                  update(p.key, null);
                }}
                aria-label={translate(p.error ? 'student.answer.dismissNamed' : 'student.answer.cancelUploadNamed', { name: p.name })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled || files.length >= ANSWER_FILES_MAX}
        color={message ? 'error' : 'primary'}
      >
        {translate('student.answer.attach')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={ANSWER_FILE_ACCEPT}
        data-testid="answer-files-input"
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      <FormHelperText error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message || translate('student.answer.filesHelper', { max: ANSWER_FILES_MAX })}
      </FormHelperText>
    </Box>
  );
}

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 } as const;
