import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link, useCreatePath, useDataProvider, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { LIST_MAX_SIZE } from '../../api/constants';
import type { CourseDto, GroupDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { useServerAction } from '../shared/useServerAction';

/** The groups on a course: add one from a select, remove one after a confirmation. */
export function CourseGroupsTab() {
  const course = useRecordContext<CourseDto>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run, pending } = useServerAction();
  const [groupId, setGroupId] = useState<number | ''>('');
  const { data: allGroups = [] } = useGetList<GroupDto>('groups', {
    pagination: { page: 1, perPage: LIST_MAX_SIZE },
    sort: { field: 'id', order: 'ASC' },
  });
  if (!course) return null;
  const onCourse = new Set(course.groups.map((g) => g.id));
  const addable = allGroups.filter((g) => !onCourse.has(g.id));

  const add = () => {
    if (groupId === '') return;
    void run(() => dataProvider.addCourseGroup(course.id, groupId), { onSuccess: () => setGroupId('') });
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate('admin.courses.groupToAdd')}
          value={groupId}
          onChange={(event) => setGroupId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 240, maxWidth: { sm: 360 } }}
          disabled={!addable.length}
        >
          {addable.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.groupName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={groupId === '' || pending}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {translate('admin.action.add')}
        </Button>
      </Stack>
      {course.groups.length === 0 ? (
        <Typography color="text.secondary">{translate('admin.courses.noGroups')}</Typography>
      ) : (
        <List disablePadding sx={{ maxWidth: 640 }}>
          {course.groups.map((group) => (
            <ListItem
              key={group.id}
              divider
              disableGutters
              secondaryAction={
                <ConfirmButton
                  label="admin.action.remove"
                  icon={<LinkOffIcon />}
                  color="error"
                  title="admin.confirm.removeGroupTitle"
                  content="admin.confirm.removeGroupContent"
                  translateOptions={{ name: group.groupName }}
                  onConfirm={() => run(() => dataProvider.removeCourseGroup(course.id, group.id))}
                />
              }
            >
              <ListItemText
                primary={<Link to={createPath({ resource: 'groups', type: 'show', id: group.id })}>{group.groupName}</Link>}
                sx={{ pr: 8 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
