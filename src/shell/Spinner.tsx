import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** SPEC §9: the spinner shown while the app starts and screens load, size 55. */
export const SPINNER_SIZE = 55;

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress size={SPINNER_SIZE} aria-label={label} />
    </Box>
  );
}
