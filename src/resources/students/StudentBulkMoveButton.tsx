import { useState } from 'react';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Button, useGetList, useListContext, useNotify, useRefresh, useTranslate, useUpdateMany } from 'react-admin';
import type { GroupDto } from '../../api/types';

interface GroupChoice {
  id: number | null;
  name: string;
}

/** Moves the selected students to one group (or out of every group) in one call, all or nothing. */
export function StudentBulkMoveButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<GroupChoice | null>(null);
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: groups = [], isPending } = useGetList<GroupDto>(
    'groups',
    { pagination: { page: 1, perPage: 50 }, filter: { search } },
    { enabled: open },
  );
  const [updateMany, { isPending: saving }] = useUpdateMany();
  const options: GroupChoice[] = [{ id: null, name: translate('admin.noGroup') }, ...groups.map((g) => ({ id: g.id, name: g.groupName }))];

  const close = () => {
    setOpen(false);
    setChoice(null);
  };
  const move = () =>
    updateMany(
      'students',
      { ids: selectedIds, data: { action: 'move', groupId: choice?.id ?? null } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('admin.bulk.changed', { type: 'info', messageArgs: { smart_count: selectedIds.length } });
          close();
          onUnselectItems();
          refresh();
        },
        onError: (error) => notify((error as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <>
      <Button label="admin.bulk.move" onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="student-bulk-move-title">
        <DialogTitle id="student-bulk-move-title">{translate('admin.bulk.moveTitle', { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('admin.bulk.allOrNothing')}</DialogContentText>
          <Autocomplete
            options={options}
            loading={isPending}
            value={choice}
            onChange={(_, value) => setChoice(value)}
            onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(all) => all}
            renderInput={(params) => <TextField {...params} label={translate('admin.bulk.moveTo')} autoFocus />}
          />
        </DialogContent>
        <DialogActions>
          <Button label="admin.action.cancel" onClick={close} />
          <Button label="admin.bulk.move" variant="contained" onClick={move} disabled={!choice || saving} />
        </DialogActions>
      </Dialog>
    </>
  );
}
