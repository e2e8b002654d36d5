import { useSyncExternalStore } from 'react';
import { darken, getContrastRatio, lighten, type ThemeOptions } from '@mui/material/styles';
import type { SchoolBranding } from '../api/schools';
import { isThemeColor } from '../api/schools';
import { getSession } from '../auth/session';

/*
 * The school's branding in the app: its colour in the light and dark themes, its name and logo
 * in the app bar, its favicon in the tab. The areas learn it from /auth/me; it is kept in
 * localStorage beside the session token it came with, so a reload paints the school's colour at
 * once instead of flashing the product's, and another account on the same browser never sees
 * the previous school's.
 */

const BRANDING_KEY = 'lms.branding';
const DEFAULT_FAVICON = '/favicon.svg';

interface StoredBranding {
  token: string;
  branding: SchoolBranding;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; token: string | undefined; value: SchoolBranding | null } = { raw: null, token: undefined, value: null };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BRANDING_KEY);
  } catch {
    return null;
  }
}

/** The branding of the logged-in user's school, as last learnt; null when unknown. */
export function getBranding(): SchoolBranding | null {
  const raw = readRaw();
  const token = getSession()?.token;
  if (raw === cached.raw && token === cached.token) return cached.value;
  let value: SchoolBranding | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredBranding) : null;
    if (parsed && token && parsed.token === token && typeof parsed.branding?.name === 'string') value = parsed.branding;
  } catch {
    value = null;
  }
  cached = { raw, token, value };
  return value;
}

/** Records the school's branding for the current session (from /auth/me or a saved settings page). */
export function setBranding(branding: SchoolBranding): void {
  const token = getSession()?.token;
  if (!token) return;
  const current = getBranding();
  if (current && JSON.stringify(current) === JSON.stringify(branding)) return;
  try {
    window.localStorage.setItem(BRANDING_KEY, JSON.stringify({ token, branding } satisfies StoredBranding));
  } catch {
    // Storage full or off: the branding still shows until the page reloads.
  }
  cached = { raw: null, token: undefined, value: null };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BRANDING_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current school's branding, re-rendering when it changes. */
export function useBranding(): SchoolBranding | null {
  return useSyncExternalStore(subscribe, getBranding, getBranding);
}

/** The light theme's page background and the white of paper, on which primary text (links, outlined buttons) stands. */
const LIGHT_GROUNDS = ['#ffffff', '#f4f6fb'];

/**
 * The light theme's primary: the brand colour, darkened as little as needed for white text on it
 * (buttons, the app bar) and for it as text on white and on the page to read at 4.5:1 (WCAG AA).
 * Forest, teal and sunset as they are give white text 4.37, 4.35 and 3.58.
 */
export function lightPrimary(color: string): string {
  for (let amount = 0; amount <= 0.8; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (LIGHT_GROUNDS.every((ground) => getContrastRatio(candidate, ground) >= 4.5)) return candidate;
  }
  return darken(color, 0.8);
}

/** A primary colour readable on the dark theme's background: the brand colour, lightened as much as needed. */
function darkPrimary(color: string): string {
  const background = '#1a1f2b';
  for (let amount = 0; amount <= 0.8; amount += 0.1) {
    const candidate = lighten(color, amount);
    if (getContrastRatio(candidate, background) >= 4.5) return candidate;
  }
  return lighten(color, 0.8);
}

/** The app bar's colour in the dark theme: the brand colour, darkened until white text reads on it. */
function darkBar(color: string): string {
  for (let amount = 0.2; amount <= 0.8; amount += 0.1) {
    const candidate = darken(color, amount);
    if (getContrastRatio(candidate, '#ffffff') >= 4.5) return candidate;
  }
  return darken(color, 0.8);
}

export interface BrandedThemes {
  light: ThemeOptions;
  dark: ThemeOptions;
}

/**
 * The light and dark themes with a school's colour: in light mode its colour as the primary (the
 * app bar too), darkened where white text on it would not read; in dark mode a lighter shade as the primary, so buttons and links stay
 * readable on the dark background, and a darker shade for the app bar. Without a colour (or with
 * one that is not #rrggbb) the themes are returned as they are.
 */
export function brandThemes(light: ThemeOptions, dark: ThemeOptions, color: string | null | undefined): BrandedThemes {
  if (!isThemeColor(color)) return { light, dark };
  const bar = darkBar(color);
  return {
    light: { ...light, palette: { ...light.palette, primary: { main: lightPrimary(color) } } },
    dark: {
      ...dark,
      palette: { ...dark.palette, primary: { main: darkPrimary(color) } },
      components: {
        ...dark.components,
        MuiAppBar: {
          defaultProps: { enableColorOnDark: true },
          styleOverrides: { colorPrimary: { backgroundColor: bar, color: '#ffffff' } },
        },
      },
    },
  };
}

/** The colours the app bar shows for a brand colour, in light and dark mode (the wizard's preview uses them too). */
export function appBarColors(color: string, mode: 'light' | 'dark'): { background: string; text: string } {
  if (mode === 'dark') return { background: darkBar(color), text: '#ffffff' };
  return { background: lightPrimary(color), text: '#ffffff' };
}

/** Shows a school's favicon in the browser tab (the product's own when it has none). */
export function applyFavicon(link: string | null | undefined): void {
  if (typeof document === 'undefined') return;
  let element = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'icon';
    document.head.appendChild(element);
  }
  const href = link || DEFAULT_FAVICON;
  if (element.getAttribute('href') === href) return;
  element.removeAttribute('type');
  if (!link) element.type = 'image/svg+xml';
  element.href = href;
}
