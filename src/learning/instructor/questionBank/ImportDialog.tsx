import { useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate, type Identifier } from 'react-admin';
import { BANK_IMPORT_FORMATS, BANK_IMPORT_MAX_QUESTIONS, type BankImportFormat } from '../../../api/questionBank';
import { IMPORT_ACCEPT } from './bankFormat';
import { ImportPreview } from './ImportPreview';
import { useBankImport } from './useBankImport';

export interface ImportDialogProps {
  courseId: Identifier;
  open: boolean;
  onClose: () => void;
}

/** The format (GIFT or Moodle XML) and the file; choosing a file checks it at once. */
function FileChoice({
  format,
  onFormat,
  fileName,
  onFile,
  disabled,
}: {
  format: BankImportFormat;
  onFormat: (format: BankImportFormat) => void;
  fileName?: string;
  onFile: (file: File | undefined) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const formatLabel = useId();
  return (
    <>
      <FormControl disabled={disabled}>
        <FormLabel id={formatLabel}>{translate('questionBank.import.format')}</FormLabel>
        <RadioGroup row aria-labelledby={formatLabel} value={format} onChange={(event) => onFormat(event.target.value as BankImportFormat)}>
          {BANK_IMPORT_FORMATS.map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio />}
              label={
                <span>
                  {translate(`questionBank.import.${f}`)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {translate(`questionBank.import.${f}Hint`)}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          {translate(fileName ? 'questionBank.import.change' : 'questionBank.import.choose')}
        </Button>
        {fileName && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="bank-import-file-name">
            {fileName}
          </Typography>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={IMPORT_ACCEPT[format]}
          data-testid="bank-import-file-input"
          aria-label={translate('questionBank.import.file')}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('questionBank.import.limit', { limit: BANK_IMPORT_MAX_QUESTIONS })}
      </Typography>
    </>
  );
}

/**
 * Imports a GIFT or Moodle XML file into the bank: a dry run shows what would come in and the
 * file's problems with their lines; "Import N questions" writes them, only when there are none.
 */
export function ImportDialog({ courseId, open, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { format, chooseFormat, file, chooseFile, phase, commit, reset } = useBankImport(courseId, onClose);
  const committing = phase.kind === 'committing';
  const result = phase.kind === 'checked' || phase.kind === 'committing' ? phase.result : null;
  const ready = result !== null && result.errors.length === 0 && result.questions.length > 0;
  const close = () => {
    if (committing) return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('questionBank.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FileChoice format={format} onFormat={chooseFormat} fileName={file?.name} onFile={chooseFile} disabled={committing} />
          {phase.kind === 'checking' && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2">{translate('questionBank.import.checking')}</Typography>
            </Box>
          )}
          {phase.kind === 'failed' && <Alert severity="error">{phase.message}</Alert>}
          {result && <ImportPreview result={result} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={committing}>
          {translate('learning.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void commit()}
          disabled={!ready || committing}
          startIcon={committing ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
        >
          {translate('questionBank.import.commit', { smart_count: result?.questions.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
