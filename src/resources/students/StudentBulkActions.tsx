import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { BulkActionRows, BulkDeleteRows } from '../shared/BulkButtons';
import { StudentBulkMoveButton } from './StudentBulkMoveButton';

/** What the students list does to the selected rows: block, unblock, move to a group, trash. */
export function StudentBulkActions() {
  return (
    <>
      <BulkActionRows action="block" label="admin.action.block" icon={<BlockIcon />} confirmTitle="admin.bulk.blockTitle" />
      <BulkActionRows action="unblock" label="admin.action.unblock" icon={<LockOpenIcon />} confirmTitle="admin.bulk.unblockTitle" />
      <StudentBulkMoveButton />
      <BulkDeleteRows />
    </>
  );
}
