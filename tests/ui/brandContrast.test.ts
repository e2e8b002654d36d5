import { describe, expect, it } from 'vitest';
import { createTheme, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { THEME_PRESETS } from '../../src/api/schools';
import { appBarColors, brandThemes } from '../../src/shell/branding';
import { areaDarkTheme, areaLightTheme } from '../../src/shell/theme';

/*
 * Every preset of the wizard and the settings page, in both themes (issue 16, defect 4): the text
 * MUI puts on the brand fill (contained buttons, filled chips, the app bar) reads at 4.5:1 or more,
 * and so does the brand colour as text on the theme's paper and page. Forest, teal and sunset gave
 * white text 4.37, 4.35 and 3.58 in light mode when the colour was used unchanged.
 */

/** The colour a translucent text shows over an opaque fill (axe measures what is seen). */
function seenOver(text: string, fill: string): string {
  const { values, type } = decomposeColor(text);
  const alpha = type === 'rgba' ? (values[3] ?? 1) : 1;
  const under = decomposeColor(fill).values;
  const [r, g, b] = [0, 1, 2].map((i) => Math.round(values[i] * alpha + under[i] * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: [r, g, b] });
}

describe.each(['light', 'dark'] as const)('brand presets in the %s theme', (mode) => {
  it.each(THEME_PRESETS.map((preset) => [preset.key, preset.color]))('%s (%s) reads at 4.5:1', (_key, color) => {
    const themes = brandThemes(areaLightTheme, areaDarkTheme, color);
    const { palette } = createTheme(themes[mode]);
    const fill = palette.primary.main;
    expect(getContrastRatio(seenOver(palette.primary.contrastText, fill), fill)).toBeGreaterThanOrEqual(4.5);
    for (const ground of [palette.background.paper, palette.background.default])
      expect(getContrastRatio(fill, ground)).toBeGreaterThanOrEqual(4.5);
    const bar = appBarColors(color, mode);
    expect(getContrastRatio(seenOver(bar.text, bar.background), bar.background)).toBeGreaterThanOrEqual(4.5);
  });
});
