import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { QUIZ_FILE_MAX_COUNT, type QuizAnswerFileDto } from '../../../../api/quizBankItems';
import type { AnswerFile } from '../../../../api/tasks';
import { AnswerFileRow, PendingFileRow } from '../../tasks/AnswerFileRows';
import { ANSWER_FILE_ACCEPT } from '../../tasks/answerUpload';
import { useAnswerUploads } from '../../tasks/useAnswerUploads';

/** Props of the FILE_ANSWER control: its owner saves { fileIds } from the files it reports. */
export interface FileAnswerControlProps {
  testId: number;
  questionKey: string;
  /** The files attached so far (the attempt's `files` of this key). */
  files: QuizAnswerFileDto[];
  disabled: boolean;
  onChange: (files: QuizAnswerFileDto[]) => void;
  /** The id of the question's text, which names the control. */
  labelId?: string;
}

const asAnswerFile = (file: QuizAnswerFileDto): AnswerFile => ({ fileId: file.fileId, link: file.url, name: file.name });

/**
 * A file answer: files picked and uploaded at once as a task answer's are (POST
 * static/upload?kind=answer: PDFs and images, with progress, cancellable), at most
 * QUIZ_FILE_MAX_COUNT, each removable. Reported as they are up; the owner saves their ids.
 */
export function FileAnswerControl({ questionKey, files, disabled, onChange, labelId }: FileAnswerControlProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  // Uploads may end together, before the next render: each builds on the last list reported.
  const latest = useRef(files);
  latest.current = files;
  const known = useRef(new Map<number, QuizAnswerFileDto>());
  files.forEach((file) => known.current.set(file.fileId, file));
  const report = (update: (list: AnswerFile[]) => AnswerFile[]) => {
    const next = update(latest.current.map(asAnswerFile)).map(
      (file): QuizAnswerFileDto =>
        known.current.get(file.fileId) ?? { fileId: file.fileId, questionKey, name: file.name, size: 0, contentType: '', url: file.link },
    );
    latest.current = next;
    onChange(next);
  };
  const { pending, problem, pick, dismiss } = useAnswerUploads({
    files: files.map(asAnswerFile),
    onChange: report,
    onBusyChange: () => undefined,
    max: QUIZ_FILE_MAX_COUNT,
  });
  return (
    <Box data-testid={`file-answer-${questionKey}`}>
      {(files.length > 0 || pending.length > 0) && (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-labelledby={labelId}>
          {files.map((file) => (
            <AnswerFileRow
              key={file.fileId}
              file={asAnswerFile(file)}
              onRemove={() => report((list) => list.filter((f) => f.fileId !== file.fileId))}
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
        disabled={disabled || files.length >= QUIZ_FILE_MAX_COUNT}
        color={problem ? 'error' : 'primary'}
        aria-describedby={helperId}
      >
        {translate('student.answer.attach')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={ANSWER_FILE_ACCEPT}
        data-testid={`file-answer-input-${questionKey}`}
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      <FormHelperText id={helperId} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem || translate('student.answer.filesHelper', { max: QUIZ_FILE_MAX_COUNT })}
      </FormHelperText>
    </Box>
  );
}
