import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '../../shell/theme';

/**
 * The SPEC §9 breakpoints as flags: `narrow` below the tablet width (870 px), where lists keep
 * their main columns only, `phone` below 500 px, where rows stack their details, and `wide`
 * from 1200 px, where secondary columns fit too.
 */
export function useScreenSize(): { narrow: boolean; phone: boolean; wide: boolean } {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(BREAKPOINTS.tablet));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(BREAKPOINTS.response));
  // Room for the secondary columns (phones, authors) beside the sidebar.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return { narrow, phone, wide };
}
