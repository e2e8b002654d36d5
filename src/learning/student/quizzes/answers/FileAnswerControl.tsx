import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { QUIZ_FILE_MAX_COUNT, type QuizAnswerFileDto } from '../../../../api/quizBankItems';
import type { AnswerFile } from '../../../../api/tasks';
import { AnswerFilesPicker } from '../../tasks/AnswerFilesPicker';
import { useUploadReport } from './uploadsInProgress';

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
 * QUIZ_FILE_MAX_COUNT, each removable. Reported as they are up; the owner saves their ids. While
 * any is going up the attempt is told (uploadsInProgress), so it is not submitted without it.
 */
export function FileAnswerControl({ questionKey, files, disabled, onChange, labelId }: FileAnswerControlProps) {
  // Uploads may end together, before the next render: each builds on the last list reported.
  const latest = useRef(files);
  latest.current = files;
  const known = useRef(new Map<number, QuizAnswerFileDto>());
  files.forEach((file) => known.current.set(file.fileId, file));
  const report = (update: (list: AnswerFile[]) => AnswerFile[]) => {
    const next = update(latest.current.map(asAnswerFile)).map(
      (file): QuizAnswerFileDto =>
        known.current.get(file.fileId) ?? {
          fileId: file.fileId,
          questionKey,
          name: file.name,
          size: file.size ?? 0,
          contentType: file.contentType ?? '',
          url: file.link,
        },
    );
    latest.current = next;
    onChange(next);
  };
  // Uploads still going when the control goes away are dropped (useAnswerUploads), so it is no longer busy.
  const reportUpload = useUploadReport();
  useEffect(() => () => reportUpload(questionKey, false), [reportUpload, questionKey]);
  return (
    <Box data-testid={`file-answer-${questionKey}`}>
      <AnswerFilesPicker
        files={files.map(asAnswerFile)}
        onChange={report}
        onBusyChange={(busy) => reportUpload(questionKey, busy)}
        max={QUIZ_FILE_MAX_COUNT}
        labelId={labelId}
        inputTestId={`file-answer-input-${questionKey}`}
        disabled={disabled}
      />
    </Box>
  );
}
