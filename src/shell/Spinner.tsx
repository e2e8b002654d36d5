import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';

/** SPEC §9: the spinner shown while the app starts and screens load, size 55. */
export const SPINNER_SIZE = 55;

/** Named 'Loading…' in the app's language unless told what is loading. */
export function Spinner({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress size={SPINNER_SIZE} aria-label={label ?? translate('app.loading')} />
    </Box>
  );
}
