import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import type { GroupDto } from '../../api/types';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';
import { GroupShow } from './GroupShow';

/** The `groups` resource (SPEC §7 Groups). */
export const groups = {
  name: 'groups',
  list: GroupList,
  create: GroupCreate,
  edit: GroupEdit,
  show: GroupShow,
  icon: GroupsIcon,
  recordRepresentation: (record: GroupDto) => record.groupName,
} satisfies ResourceProps;
