import { useRecordContext } from 'react-admin';
import type { GroupDto } from '../../api/types';
import { StatusChip } from '../shared/StatusChip';

/** Finished groups stay in the lists, marked as such. */
export function GroupStatusChip({ record: recordProp }: { record?: GroupDto }) {
  const record = useRecordContext<GroupDto>({ record: recordProp });
  if (!record) return null;
  return record.isFinished ? (
    <StatusChip label="admin.status.finished" tone="default" />
  ) : (
    <StatusChip label="admin.status.inProgress" tone="success" outlined />
  );
}
