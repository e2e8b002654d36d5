import type { MouseEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AnnouncementDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { useServerAction } from '../shared/useServerAction';

/** Shows or hides an announcement at once (PUT announcements/{id}/activation?active=…). */
export function AnnouncementActiveSwitch({ withLabel = false }: { withLabel?: boolean }) {
  const announcement = useRecordContext<AnnouncementDto>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run, pending } = useServerAction();
  if (!announcement) return null;
  const label = translate(announcement.isActive ? 'admin.status.active' : 'admin.status.hidden');
  const control = (
    <Switch
      checked={announcement.isActive}
      disabled={pending}
      onChange={(_, checked) => void run(() => dataProvider.setAnnouncementActive(announcement.id, checked))}
      slotProps={{
        input: { 'aria-label': translate('admin.announcements.activeLabel', { text: announcement.text.slice(0, 40) }) },
      }}
    />
  );
  return (
    // Rows open on click; the switch is not a click on the row.
    <span onClick={(event: MouseEvent) => event.stopPropagation()}>
      {withLabel ? <FormControlLabel control={control} label={label} /> : control}
    </span>
  );
}
