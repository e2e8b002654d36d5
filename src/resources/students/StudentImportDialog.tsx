import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useGetList, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { IMPORT_MAX_BYTES, LIST_MAX_SIZE } from '../../api/constants';
import type { GroupDto, ImportErrorResponse, ImportResponse, ImportRowError } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ImportErrorsTable } from './ImportErrorsTable';

export interface StudentImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The group chosen at first, e.g. the one the list is filtered by. */
  defaultGroupId?: Identifier | null;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number | null }
  | { kind: 'done'; answer: ImportResponse }
  | { kind: 'failed'; message: string; errors: ImportRowError[] };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Imports students from an .xlsx file into a group (POST students/import/{groupId}): a progress
 * bar while the file uploads, then the number imported, or the server's message with a table of
 * the rows at fault (nothing is imported then). The list behind reloads after an import.
 */
export function StudentImportDialog({ open, onClose, defaultGroupId }: StudentImportDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<LmsDataProvider>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [groupId, setGroupId] = useState<Identifier | ''>(defaultGroupId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ group?: string; file?: string }>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const { data: groups = [] } = useGetList<GroupDto>(
    'groups',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' } },
    { enabled: open },
  );
  const uploading = phase.kind === 'uploading';
  const failureRef = useRef<HTMLDivElement>(null);
  // On a phone the rows at fault would sit below the fold: bring them into view.
  useEffect(() => {
    if (phase.kind === 'failed') failureRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [phase.kind]);

  const reset = () => {
    setFile(null);
    setProblems({});
    setPhase({ kind: 'idle' });
  };

  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setPhase({ kind: 'idle' });
    if (!picked.name.toLowerCase().endsWith('.xlsx')) setProblems((p) => ({ ...p, file: 'admin.import.wrongType' }));
    else if (picked.size > IMPORT_MAX_BYTES) setProblems((p) => ({ ...p, file: 'admin.import.tooLarge' }));
    else setProblems((p) => ({ ...p, file: undefined }));
  };

  const submit = async () => {
    const found = {
      group: groupId === '' ? 'admin.import.groupRequired' : undefined,
      file: !file ? 'admin.import.fileRequired' : problems.file,
    };
    setProblems(found);
    if (found.group || found.file || !file || groupId === '') return;
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const answer = await dataProvider.importStudents(groupId, file, ({ percent }) => setPhase({ kind: 'uploading', percent }));
      setPhase({ kind: 'done', answer });
      refresh();
    } catch (error) {
      const body = (error as { body?: Partial<ImportErrorResponse> }).body;
      setPhase({
        kind: 'failed',
        message: (error as Error).message || translate('app.errors.generic'),
        errors: Array.isArray(body?.errors) ? body.errors : [],
      });
    }
  };

  const percent = phase.kind === 'uploading' ? phase.percent : null;
  const sent = percent !== null && percent >= 100;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="student-import-title">
      <DialogTitle id="student-import-title">{translate('admin.import.title')}</DialogTitle>
      <DialogContent dividers>
        {phase.kind === 'done' ? (
          <Alert severity="success" variant="filled" data-testid="import-success">
            <AlertTitle>{translate('admin.import.imported', { smart_count: phase.answer.imported })}</AlertTitle>
            {phase.answer.message}
          </Alert>
        ) : (
          <Stack spacing={2.5}>
            <TextField
              select
              label={translate('admin.import.group')}
              value={groupId}
              onChange={(event) => {
                setGroupId(event.target.value);
                setProblems((p) => ({ ...p, group: undefined }));
              }}
              disabled={uploading}
              error={Boolean(problems.group)}
              helperText={problems.group ? translate(problems.group) : ' '}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
            >
              {groups.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.groupName}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <Typography variant="caption" color={problems.file ? 'error' : 'text.secondary'} component="p" sx={{ mb: 0.5 }}>
                {translate('admin.import.file')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Button
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                  disabled={uploading}
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
                  pickFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              {problems.file && (
                <Typography variant="caption" color="error" component="p" role="alert" sx={{ mt: 0.5 }}>
                  {translate(problems.file)}
                </Typography>
              )}
            </Box>
            <Alert severity="info" variant="outlined">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('admin.import.headers')}
              </Typography>
              <Typography variant="body2">{translate('admin.import.limit')}</Typography>
            </Alert>
            {uploading && (
              <Box data-testid="import-progress">
                <LinearProgress
                  variant={sent || percent === null ? 'indeterminate' : 'determinate'}
                  value={percent ?? 0}
                  aria-label={translate('admin.import.title')}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {sent || percent === null ? translate('admin.import.processing') : translate('admin.import.uploading', { percent })}
                </Typography>
              </Box>
            )}
            {phase.kind === 'failed' && (
              <Stack spacing={1.5} data-testid="import-failure" ref={failureRef}>
                <Alert severity="error">{phase.message}</Alert>
                {phase.errors.length > 0 && (
                  <>
                    <Typography variant="subtitle2" component="h3">
                      {translate('admin.import.errorsTitle')}
                    </Typography>
                    <ImportErrorsTable errors={phase.errors} />
                  </>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {phase.kind === 'done' ? (
          <>
            <Button onClick={reset}>{translate('admin.import.again')}</Button>
            <Button variant="contained" onClick={close}>
              {translate('admin.import.close')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={uploading}>
              {translate('ra.action.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={uploading} startIcon={<UploadFileIcon />}>
              {translate('admin.import.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
