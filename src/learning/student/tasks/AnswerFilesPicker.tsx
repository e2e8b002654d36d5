import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { AnswerFileRow, PendingFileRow } from './AnswerFileRows';
import { answerFileAccept } from './answerUpload';
import { useKindsSaid } from '../../shared/tasks/useKindsSaid';
import { useAnswerUploads, type AnswerUploadsOptions } from './useAnswerUploads';

export interface AnswerFilesPickerProps extends Required<Omit<AnswerUploadsOptions, 'rules'>>, Pick<AnswerUploadsOptions, 'rules'> {
  /** The id of what names the list (a heading, or the question's text). */
  labelId?: string;
  /** The test id of the hidden file input. */
  inputTestId: string;
  /** The server's refusal of the files, shown under the list. */
  error?: string;
  disabled: boolean;
}

/**
 * The files of an answer (a task's, or a test's file answer): the list of those up and those
 * going up with their progress, each removable or cancellable, the Attach button (at most `max`)
 * and the line under it that says what may be attached or what went wrong.
 */
export function AnswerFilesPicker(props: AnswerFilesPickerProps) {
  const { files, onChange, onBusyChange, max, rules, labelId, inputTestId, error, disabled } = props;
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const { pending, problem, pick, dismiss } = useAnswerUploads({ files, onChange, onBusyChange, max, rules });
  const kindsSaid = useKindsSaid();
  const message = problem || error;
  return (
    <Box>
      {(files.length > 0 || pending.length > 0) && (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-labelledby={labelId}>
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
        disabled={disabled || files.length >= max}
        color={message ? 'error' : 'primary'}
        aria-describedby={helperId}
      >
        {translate('student.answer.attach')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={answerFileAccept(rules)}
        data-testid={inputTestId}
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      <FormHelperText id={helperId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ||
          (rules
            ? translate('student.answer.filesHelperTask', { max, kinds: kindsSaid(rules.kinds), mb: rules.maxMb })
            : translate('student.answer.filesHelper', { max }))}
      </FormHelperText>
    </Box>
  );
}
