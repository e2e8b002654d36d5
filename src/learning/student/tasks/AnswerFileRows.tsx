import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslate } from 'react-admin';
import type { AnswerFile } from '../../../api/tasks';
import { ExternalLink } from '../../shared/ExternalLink';
import type { PendingUpload } from './useAnswerUploads';

export interface AnswerFileRowProps {
  file: AnswerFile;
  onRemove: () => void;
  disabled: boolean;
}

/** A file of the answer, uploaded: its link and a remove button. */
export function AnswerFileRow({ file, onRemove, disabled }: AnswerFileRowProps) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={rowSx}>
      <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <ExternalLink href={file.link}>{file.name}</ExternalLink>
      </Box>
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={disabled}
        aria-label={translate('student.answer.removeFile', { name: file.name })}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export interface PendingFileRowProps {
  item: PendingUpload;
  /** Cancels the upload, or forgets the one that failed. */
  onDismiss: () => void;
}

/** A file on its way up (with its progress), or one that could not go (with why). */
export function PendingFileRow({ item, onDismiss }: PendingFileRowProps) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={rowSx} data-testid="answer-file-pending">
      {item.error ? (
        <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
      ) : (
        <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        {item.error ? (
          <Typography variant="caption" color="error" role="alert">
            {item.error}
          </Typography>
        ) : (
          <>
            <LinearProgress
              variant={item.percent === null ? 'indeterminate' : 'determinate'}
              value={item.percent ?? 0}
              aria-label={translate('student.answer.uploadingNamed', { name: item.name })}
              sx={{ mt: 0.5 }}
            />
            <Typography variant="caption" color="text.secondary">
              {item.percent === null
                ? translate('student.answer.uploading')
                : translate('student.answer.uploadingPercent', { percent: item.percent })}
            </Typography>
          </>
        )}
      </Box>
      <IconButton
        size="small"
        onClick={onDismiss}
        aria-label={translate(item.error ? 'student.answer.dismissNamed' : 'student.answer.cancelUploadNamed', { name: item.name })}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 } as const;
