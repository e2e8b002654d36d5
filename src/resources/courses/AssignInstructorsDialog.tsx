import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDataProvider, useGetList, useTranslate, type Identifier } from 'react-admin';
import { LIST_MAX_SIZE } from '../../api/constants';
import type { InstructorDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { useServerAction } from '../shared/useServerAction';

export interface AssignInstructorsDialogProps {
  open: boolean;
  onClose: () => void;
  courseId: Identifier;
  courseName: string;
  /** Instructors already on the course: not offered again. */
  assigned: Identifier[];
}

type InstructorRecord = InstructorDto & { id: Identifier };

/** Picks several instructors and assigns them at once (PUT courses/{id}/assignee). */
export function AssignInstructorsDialog({ open, onClose, courseId, courseName, assigned }: AssignInstructorsDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run, pending } = useServerAction();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<InstructorRecord[]>([]);
  const { data = [], isPending } = useGetList<InstructorRecord>(
    'instructors',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: { search: search.trim() } },
    { enabled: open, placeholderData: (previous) => previous },
  );
  const taken = new Set(assigned.map(String));
  const options = data.filter((i) => !taken.has(String(i.id)));

  const close = () => {
    setChosen([]);
    setSearch('');
    onClose();
  };

  const assign = () =>
    void run(
      () =>
        dataProvider.assignInstructors(
          courseId,
          chosen.map((i) => i.id),
        ),
      { onSuccess: close },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="assign-instructors-title">
      <DialogTitle id="assign-instructors-title">{translate('admin.courses.assignTitle', { name: courseName })}</DialogTitle>
      <DialogContent>
        {!isPending && options.length === 0 && !search && chosen.length === 0 ? (
          <Typography color="text.secondary">{translate('admin.courses.allAssigned')}</Typography>
        ) : (
          <Autocomplete
            multiple
            options={options}
            value={chosen}
            loading={isPending}
            filterOptions={(x) => x}
            getOptionLabel={(i) => i.fullName}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, value) => setChosen(value)}
            onInputChange={(_, value, reason) => {
              if (reason !== 'reset') setSearch(value);
            }}
            renderOption={(props, option) => (
              <li {...props} key={option.id}>
                <div>
                  <Typography variant="body2">{option.fullName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[option.specialization, option.email].filter(Boolean).join(' · ')}
                  </Typography>
                </div>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('admin.courses.assignLabel')}
                helperText={translate('admin.courses.assignHelper')}
                sx={{ mt: 1 }}
              />
            )}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={assign} disabled={!chosen.length || pending}>
          {translate('admin.action.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
