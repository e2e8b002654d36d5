import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
import { SkipNavigationButton } from 'react-admin';
import { areaDarkTheme, areaLightTheme } from '../../src/shell/theme';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

/*
 * The keyboard's first stop, "Skip to content", reads at WCAG AA's 4.5:1 in both themes once it
 * shows: react-admin's own colours put white on the light page's near-white.
 */

describe.each([
  ['light', areaLightTheme],
  ['dark', areaDarkTheme],
] as const)('the skip link in the %s theme', (_name, options) => {
  it('is the primary button’s colours, 4.5:1 or more', () => {
    const theme = createTheme(options);
    render(
      <TestProviders locale="en">
        <ThemeProvider theme={theme}>
          <SkipNavigationButton />
        </ThemeProvider>
      </TestProviders>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: /skip to content/i }));
    expect(style.backgroundColor).toBe(toRgb(theme.palette.primary.main));
    expect(getContrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

/** '#3b5bdb' as jsdom's computed colour, 'rgb(59, 91, 219)'. */
function toRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
