import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import type { PresentationFile } from './usePresentationFile';

export interface PresentationFileInputProps {
  file: PresentationFile;
  fileError: string | null;
  onPick: (file: File | undefined) => void;
  busy: boolean;
}

/** The presentation's PDF: the button to choose one, its name, the upload's progress and any problem. */
export function PresentationFileInput({ file, fileError, onPick, busy }: PresentationFileInputProps) {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploading = file.kind === 'uploading';
  const percent = uploading ? file.percent : null;
  const sent = percent !== null && percent >= 100;

  return (
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
          onPick(event.target.files?.[0]);
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
  );
}
