import type { ThemeOptions } from '@mui/material/styles';

/** Breakpoints of SPEC §9: mobile 415 px, tablet 870 px. */
export const BREAKPOINTS = { mobile: 415, response: 500, tablet: 870 } as const;

const shared: ThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  transitions: { duration: { enteringScreen: 225, leavingScreen: 195 } },
  // MUI's ripple already lasts 550 ms (SPEC §9).
  components: { MuiTextField: { defaultProps: { fullWidth: true } } },
};

export const lightTheme: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#3b5bdb' },
    secondary: { main: '#0c8599' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
};

export const darkTheme: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#91a7ff' },
    secondary: { main: '#66d9e8' },
    background: { default: '#10131a', paper: '#1a1f2b' },
  },
};

/**
 * Inside the areas, inputs follow react-admin's defaults (dense, small, full width; the whole
 * width on phones), so filters and forms line up; the login pages keep their roomier fields.
 */
const areaComponents: ThemeOptions['components'] = {
  ...shared.components,
  MuiTextField: {
    defaultProps: { margin: 'dense', size: 'small', fullWidth: true },
    variants: [{ props: {}, style: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { width: '100%' } }) }],
  },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small', fullWidth: true } },
  MuiAutocomplete: {
    defaultProps: { fullWidth: true },
    variants: [{ props: {}, style: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { width: '100%' } }) }],
  },
};

export const areaLightTheme: ThemeOptions = { ...lightTheme, components: areaComponents };
export const areaDarkTheme: ThemeOptions = { ...darkTheme, components: areaComponents };
