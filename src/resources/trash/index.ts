import DeleteIcon from '@mui/icons-material/Delete';
import type { ResourceProps } from 'react-admin';
import type { TrashDto } from '../../api/types';
import { TrashList } from './TrashList';

/** The `trash` resource (SPEC §7 Trash): a list with restore and delete for good. */
export const trash = {
  name: 'trash',
  list: TrashList,
  icon: DeleteIcon,
  recordRepresentation: (record: TrashDto) => record.name,
} satisfies ResourceProps;
