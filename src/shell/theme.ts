import type { ThemeOptions } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';
import type { Language } from '../api/constants';

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
  components: {
    MuiTextField: { defaultProps: { fullWidth: true } },
    // An aria-label given to a checkbox (react-admin's row selection does) names its input, not the
    // span around it, where ARIA does not allow it and the input stays unnamed.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    // An unselected toggle's text is action.active (54 % black), 4.3:1 on the page's grey: the
    // secondary text colour reads at 4.5:1 or more on paper and page alike.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    // react-admin's "Skip to content" draws primary.contrastText on the page's background, white on
    // near-white in light mode (1.1:1): it takes a contained primary button's colours instead.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.palette.primary.dark },
        }),
      },
    },
  },
};

export const lightTheme: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    // Text on a coloured background (buttons, filled chips) picks white or black by WCAG AA's 4.5:1, not MUI's default 3:1.
    contrastThreshold: 4.5,
    primary: { main: '#3b5bdb' },
    // Darker than MUI's defaults, so their text on white (outlined chips, icons with words) reads at 4.5:1.
    secondary: { main: '#0b7285' },
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
};

export const darkTheme: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
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

type ComponentsOptions = Record<string, { defaultProps?: object } | undefined>;

/**
 * The theme with MUI's own texts (pagination, autocomplete, alerts, breadcrumbs…) in the
 * language: MUI speaks English unless its Russian locale's default props are given.
 */
export function localizedTheme(options: ThemeOptions, language: Language): ThemeOptions {
  if (language !== 'ru') return options;
  const components: ComponentsOptions = { ...(options.components as ComponentsOptions) };
  for (const [name, localized] of Object.entries(ruRU.components as ComponentsOptions)) {
    const own = components[name];
    components[name] = { ...own, defaultProps: { ...localized?.defaultProps, ...own?.defaultProps } };
  }
  return { ...options, components: components as ThemeOptions['components'] };
}
