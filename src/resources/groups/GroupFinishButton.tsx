import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ReplayIcon from '@mui/icons-material/Replay';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { GroupDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { useServerAction } from '../shared/useServerAction';

/** Marks a group finished, or reopens a finished one (PUT groups/update/{id}). */
export function GroupFinishButton() {
  const record = useRecordContext<GroupDto>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run } = useServerAction();
  if (!record) return null;
  const finish = !record.isFinished;
  return (
    <ConfirmButton
      label={finish ? 'admin.action.finish' : 'admin.action.reopen'}
      icon={finish ? <TaskAltIcon /> : <ReplayIcon />}
      title={finish ? 'admin.confirm.finishTitle' : 'admin.confirm.reopenTitle'}
      content={finish ? 'admin.confirm.finishContent' : 'admin.confirm.reopenContent'}
      translateOptions={{ name: record.groupName }}
      onConfirm={() => run(() => dataProvider.setGroupFinished(record.id, finish))}
    />
  );
}
