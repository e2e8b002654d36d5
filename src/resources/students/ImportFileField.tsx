import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ImportFileFieldProps {
  file: File | null;
  /** A translation key of what is wrong with the file. */
  problem?: string;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}

/** The .xlsx file to import: a button, the chosen file's name, and what is wrong with it. */
export function ImportFileField({ file, problem, disabled, onPick }: ImportFileFieldProps) {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography variant="caption" color={problem ? 'error' : 'text.secondary'} component="p" sx={{ mb: 0.5 }}>
        {translate('admin.import.file')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {translate(file ? 'admin.import.change' : 'admin.import.choose')}
        </Button>
        {file && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="import-file-name">
            {file.name}
          </Typography>
        )}
      </Stack>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={`.xlsx,${XLSX_TYPE}`}
        data-testid="import-file-input"
        aria-label={translate('admin.import.file')}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {problem && (
        <Typography variant="caption" color="error" component="p" role="alert" sx={{ mt: 0.5 }}>
          {translate(problem)}
        </Typography>
      )}
    </Box>
  );
}
