import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { TrashType } from '../../api/constants';
import type { TrashDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { useDateFormat } from '../../i18n/dates';
import { StatusChip } from '../shared/StatusChip';
import { useServerAction } from '../shared/useServerAction';

const TYPE_TONES: Record<TrashType, 'primary' | 'secondary' | 'info' | 'success' | 'warning'> = {
  GROUP: 'primary',
  COURSE: 'secondary',
  INSTRUCTOR: 'info',
  STUDENT: 'success',
  LESSON: 'warning',
};

export type TrashRecord = TrashDto & { id: number };

/** "3 days left", warning-coloured on the last day. */
export function DaysLeft({ days }: { days: number }) {
  const translate = useTranslate();
  const label = days <= 0 ? translate('admin.trash.lastDay') : translate('admin.trash.daysLeft', { smart_count: days });
  return <Chip size="small" label={label} color={days <= 1 ? 'warning' : 'default'} variant={days <= 1 ? 'filled' : 'outlined'} />;
}

/**
 * One trashed item: its type, name, who deleted it and when, the days before it is deleted for
 * good, and the buttons to restore it or delete it now, each after a confirmation.
 */
export function TrashRow({ record: recordProp }: { record?: TrashRecord }) {
  const item = useRecordContext<TrashRecord>({ record: recordProp });
  const translate = useTranslate();
  const dates = useDateFormat();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run } = useServerAction();
  if (!item) return null;
  const id = item.id ?? item.trashId;
  return (
    <Box
      data-testid="trash-row"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: { xs: 'auto', sm: 120 }, flexShrink: 0 }}>
        <StatusChip label={`admin.trashTypes.${item.type}`} tone={TYPE_TONES[item.type]} outlined />
      </Box>
      {/* On phones: type and days on the first line, the name below, the buttons last. */}
      <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' }, order: { xs: 1, sm: 0 }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[item.deletedBy ? translate('admin.trash.deletedBy', { name: item.deletedBy.fullName }) : null, dates.dateTime(item.deletedAt)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <DaysLeft days={item.daysLeft} />
      <Stack direction="row" spacing={0.5} sx={{ ml: 'auto', order: { xs: 2, sm: 0 } }}>
        <ConfirmButton
          label="admin.action.restore"
          icon={<RestoreFromTrashIcon />}
          title="admin.confirm.restoreTitle"
          content="admin.confirm.restoreContent"
          translateOptions={{ name: item.name }}
          onConfirm={() => run(() => dataProvider.restoreTrash(id))}
        />
        <ConfirmButton
          label="admin.action.destroy"
          icon={<DeleteForeverIcon />}
          color="error"
          title="admin.confirm.destroyTitle"
          content="admin.confirm.destroyContent"
          translateOptions={{ name: item.name }}
          onConfirm={() => run(() => dataProvider.destroyTrash(id))}
        />
      </Stack>
    </Box>
  );
}
