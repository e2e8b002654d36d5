import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** The picked day's events in a sheet from the bottom, on screens too narrow to show them beside the calendar. */
export function AgendaSheet({ open, onClose, agenda }: { open: boolean; onClose: () => void; agenda: ReactNode }) {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      // The sheet is a dialog (MUI gives its paper role="dialog"): it needs a name.
      slotProps={{
        paper: {
          'aria-label': translate('events.agenda.title'),
          sx: { maxHeight: '75vh', borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2, pt: 1 },
        },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton aria-label={translate('events.agenda.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {open && agenda}
    </Drawer>
  );
}
