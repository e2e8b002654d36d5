import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { useTranslate } from 'react-admin';

/** The page's buttons: subscribe from another app, and (administrators) a new event on the picked day. */
export function CalendarActions({
  readOnly,
  onSubscribe,
  onNewEvent,
}: {
  readOnly: boolean;
  onSubscribe: () => void;
  onNewEvent: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Button variant="outlined" startIcon={<RssFeedIcon />} onClick={onSubscribe}>
        {translate('events.subscribe')}
      </Button>
      {!readOnly && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNewEvent}>
          {translate('events.newEvent')}
        </Button>
      )}
    </>
  );
}
