import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { ANSWER_FILES_MAX, type AnswerFile } from '../../../api/tasks';
import { AnswerFileRow, PendingFileRow } from './AnswerFileRows';
import { ANSWER_FILE_ACCEPT } from './answerUpload';
import { useAnswerUploads } from './useAnswerUploads';

export interface AnswerFilesInputProps {
  files: AnswerFile[];
  onChange: (update: (files: AnswerFile[]) => AnswerFile[]) => void;
  /** Told when uploads start and all end, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
  /** The server's refusal of the files, shown under the list. */
  error?: string;
  disabled?: boolean;
}

/**
 * The answer's files: picked (several at once) and uploaded at once with their progress, each
 * cancellable while it goes and removable once up. Only PDFs and images: what the server takes.
 */
export function AnswerFilesInput({ files, onChange, onBusyChange, error, disabled = false }: AnswerFilesInputProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { pending, problem, pick, dismiss } = useAnswerUploads({ files, onChange, onBusyChange });

  const message = problem || error;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="answer-files-label" sx={{ mb: 0.5 }}>
        {translate('student.answer.files')}
      </Typography>
      {(files.length > 0 || pending.length > 0) && (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-labelledby="answer-files-label">
          {files.map((file) => (
            <AnswerFileRow
              key={file.fileId}
              file={file}
              onRemove={() => onChange((list) => list.filter((f) => f.fileId !== file.fileId))}
              disabled={disabled}
            />
          ))}
          {pending.map((p) => (
            <PendingFileRow key={p.key} item={p} onDismiss={() => dismiss(p)} />
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
