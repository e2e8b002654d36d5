import type { CSSProperties } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TooltipProps } from 'recharts';

/*
 * The dashboard's charts, drawn with recharts: each takes the width of its card at any screen
 * size (ResponsiveContainer), reads its colours, text, grid lines and tooltip from the MUI theme
 * (light or dark), and each card also carries the figures as a hidden table (ChartCard), so the
 * drawings themselves stay out of the accessibility tree and the tab order.
 */

/**
 * The size a chart starts at before its container is measured, and keeps where nothing measures
 * (jsdom, which has no ResizeObserver): recharts draws nothing at 0 × 0.
 */
export const INITIAL_CHART_WIDTH = 640;

/** Animations follow the user's wish for less motion. */
export function useChartAnimation(): boolean {
  return !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

export interface ChartStyle {
  text: string;
  secondaryText: string;
  grid: string;
  track: string;
  cursor: string;
  fontSize: number;
  tooltip: Pick<TooltipProps<number, string>, 'separator' | 'contentStyle' | 'labelStyle' | 'itemStyle' | 'wrapperStyle'>;
}

/** Colours and text of the charts from the MUI theme, so they read in light and dark alike. */
export function chartStyle(theme: Theme): ChartStyle {
  const { palette } = theme;
  const contentStyle: CSSProperties = {
    background: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) || 4,
    boxShadow: theme.shadows[3],
    color: palette.text.primary,
    fontFamily: theme.typography.fontFamily,
    fontSize: 13,
    padding: '6px 10px',
  };
  return {
    text: palette.text.primary,
    secondaryText: palette.text.secondary,
    grid: palette.divider,
    track: palette.action.hover,
    cursor: palette.action.hover,
    fontSize: 12,
    tooltip: {
      separator: ': ',
      contentStyle,
      labelStyle: { color: palette.text.primary, fontWeight: 600, marginBottom: 2 },
      itemStyle: { color: palette.text.primary, padding: 0 },
      wrapperStyle: { outline: 'none', zIndex: theme.zIndex.tooltip },
    },
  };
}
