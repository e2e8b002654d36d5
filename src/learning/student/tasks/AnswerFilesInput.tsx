import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { TaskFileRules } from '../../../api/answerFiles';
import { ANSWER_FILES_MAX, type AnswerFile } from '../../../api/tasks';
import { AnswerFilesPicker } from './AnswerFilesPicker';

export interface AnswerFilesInputProps {
  files: AnswerFile[];
  onChange: (update: (files: AnswerFile[]) => AnswerFile[]) => void;
  /** Told when uploads start and all end, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
  /** The server's refusal of the files, shown under the list. */
  error?: string;
  disabled?: boolean;
  /** What the task's answer takes (its kinds and size limit). */
  rules?: TaskFileRules;
}

/**
 * The answer's files under their heading: picked (several at once) and uploaded at once with
 * their progress, each cancellable while it goes and removable once up. Only what the task
 * takes (its kinds and size limit): what the server takes.
 */
export function AnswerFilesInput({ files, onChange, onBusyChange, error, disabled = false, rules }: AnswerFilesInputProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="answer-files-label" sx={{ mb: 0.5 }}>
        {translate('student.answer.files')}
      </Typography>
      <AnswerFilesPicker
        files={files}
        onChange={onChange}
        onBusyChange={onBusyChange}
        max={ANSWER_FILES_MAX}
        rules={rules}
        labelId="answer-files-label"
        inputTestId="answer-files-input"
        error={error}
        disabled={disabled}
      />
    </Box>
  );
}
