import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { LIST_MAX_SIZE } from '../../api/constants';
import type { GroupDto } from '../../api/types';
import { ImportFileField } from './ImportFileField';
import { ImportTemplateLink } from './ImportTemplateLink';
import { ImportFailure, ImportProgress } from './ImportStatus';
import { useStudentImport } from './useStudentImport';

export interface StudentImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The group chosen at first, e.g. the one the list is filtered by. */
  defaultGroupId?: Identifier | null;
}

/**
 * Imports students from an .xlsx file into a group (POST students/import/{groupId}): a progress
 * bar while the file uploads, then the number imported, or the server's message with a table of
 * the rows at fault (nothing is imported then). The list behind reloads after an import.
 */
export function StudentImportDialog({ open, onClose, defaultGroupId }: StudentImportDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { groupId, chooseGroup, file, pickFile, problems, phase, uploading, failureRef, reset, close, submit } = useStudentImport(
    onClose,
    defaultGroupId,
  );
  const { data: groups = [] } = useGetList<GroupDto>(
    'groups',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' } },
    { enabled: open },
  );

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
              onChange={(event) => chooseGroup(event.target.value)}
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
            <ImportFileField file={file} problem={problems.file} disabled={uploading} onPick={pickFile} />
            <Alert severity="info" variant="outlined">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('admin.import.headers')}
              </Typography>
              <Typography variant="body2">{translate('admin.import.limit')}</Typography>
              <ImportTemplateLink />
            </Alert>
            {phase.kind === 'uploading' && <ImportProgress percent={phase.percent} />}
            {phase.kind === 'failed' && <ImportFailure message={phase.message} errors={phase.errors} ref={failureRef} />}
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
