import { useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Pie,
  PieChart,
  Rectangle,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  usePlotArea,
  type BarShapeProps,
  type TooltipProps,
  type XAxisTickContentProps,
} from 'recharts';

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
function useChartAnimation(): boolean {
  return !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

interface ChartStyle {
  text: string;
  secondaryText: string;
  grid: string;
  track: string;
  cursor: string;
  fontSize: number;
  tooltip: Pick<TooltipProps<number, string>, 'separator' | 'contentStyle' | 'labelStyle' | 'itemStyle' | 'wrapperStyle'>;
}

/** Colours and text of the charts from the MUI theme, so they read in light and dark alike. */
function chartStyle(theme: Theme): ChartStyle {
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

/** The step of an axis with about `count` intervals up to `max`: 1, 2 or 5 × 10ⁿ, whole numbers. */
export function niceStep(max: number, count = 4): number {
  const raw = Math.max(max / count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, Math.round(step));
}

/** Whole-number ticks from 0 past `max` in nice steps (0, 10, 20, 30 for 30). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

export interface Column {
  key: string;
  /** Under the bar (short). */
  label: string;
  /** A second line under a label whenever it differs from the last one shown (a month's year). */
  group?: string;
  /** The heading of the bar's tooltip (the whole month), above its value. */
  title: string;
  value: number;
}

const COLUMN_PLOT_HEIGHT = 220;
/** Room for one label under the columns, in px (a short month name and a gap). */
const LABEL_ROOM = 48;

/** Which columns carry a label: as many as fit, counted back from the last (always labelled). */
export function labelledColumns(count: number, plotWidth: number): boolean[] {
  const fit = Math.max(2, Math.min(12, Math.floor(plotWidth / LABEL_ROOM)));
  const every = Math.max(1, Math.ceil(count / fit));
  return Array.from({ length: count }, (_, i) => (count - 1 - i) % every === 0);
}

/** Vertical bars on a value axis with grid lines (new students per month). */
export function ColumnChart({ columns, format, seriesName }: { columns: Column[]; format: (n: number) => string; seriesName: string }) {
  const theme = useTheme();
  const style = chartStyle(theme);
  const animate = useChartAnimation();
  const [width, setWidth] = useState(INITIAL_CHART_WIDTH);
  const max = Math.max(0, ...columns.map((c) => c.value));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1];
  const axisWidth = Math.max(24, format(top).length * 8 + 12);
  const plotWidth = width - axisWidth;
  const labelled = labelledColumns(columns.length, plotWidth);
  // The group (year) shows under the first label of each.
  const groups = new Map<number, string>();
  let lastGroup: string | undefined;
  columns.forEach((c, i) => {
    if (!labelled[i] || c.group === undefined || c.group === lastGroup) return;
    groups.set(i, c.group);
    lastGroup = c.group;
  });
  const showValues = columns.length <= Math.floor(plotWidth / 36);
  const hasGroups = groups.size > 0;
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return (
    <Box data-testid="column-chart" sx={{ width: '100%', minWidth: 0 }}>
      <ResponsiveContainer
        width="100%"
        height={COLUMN_PLOT_HEIGHT + (hasGroups ? 44 : 28)}
        initialDimension={{ width: INITIAL_CHART_WIDTH, height: COLUMN_PLOT_HEIGHT }}
        onResize={(w) => setWidth(w)}
      >
        <BarChart
          data={columns}
          margin={{ top: showValues ? 20 : 8, right: 4, bottom: 0, left: 0 }}
          barCategoryGap={columns.length > 40 ? 1 : '20%'}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={style.grid} strokeDasharray="4 4" />
          <XAxis
            dataKey="key"
            interval={0}
            height={hasGroups ? 40 : 24}
            tickLine={false}
            axisLine={{ stroke: style.grid }}
            tick={({ x, y, index }: XAxisTickContentProps) =>
              labelled[index] ? (
                <text x={x} y={y} textAnchor="middle" fill={style.secondaryText} fontSize={style.fontSize}>
                  <tspan x={x} dy="0.9em">
                    {columns[index]?.label}
                  </tspan>
                  {groups.has(index) && (
                    <tspan x={x} dy="1.25em">
                      {groups.get(index)}
                    </tspan>
                  )}
                </text>
              ) : (
                <g />
              )
            }
          />
          <YAxis
            width={axisWidth}
            allowDecimals={false}
            axisLine={false}
            tickLine={false}
            tickFormatter={(value: number) => format(value)}
            tick={{ fill: style.secondaryText, fontSize: style.fontSize }}
            domain={[0, top]}
            ticks={ticks}
            interval={0}
          />
          <Tooltip
            {...style.tooltip}
            cursor={{ fill: style.cursor }}
            labelFormatter={(key) => byKey.get(String(key))?.title ?? String(key)}
            formatter={(value) => [format(Number(value)), seriesName]}
          />
          <Bar
            dataKey="value"
            name={seriesName}
            fill={theme.palette.primary.main}
            maxBarSize={48}
            radius={[4, 4, 0, 0]}
            isAnimationActive={animate}
            shape={(props: BarShapeProps) => (
              <g data-testid={`column-${columns[props.index]?.key}`}>
                <Rectangle {...props} />
              </g>
            )}
          >
            {showValues && (
              <LabelList
                dataKey="value"
                position="top"
                fill={style.text}
                fontSize={style.fontSize}
                fontWeight={600}
                formatter={(value) => (Number(value) > 0 ? format(Number(value)) : '')}
              />
            )}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export interface BarSegment {
  value: number;
  color: string;
  label: string;
}

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarRow {
  key: string;
  name: string;
  /** Beside the value, e.g. the number of students. */
  detail?: string;
  /** Shown at the right end of the row. */
  valueText: string;
  /** Per series key. */
  values: Record<string, number>;
}

/** The height of one row: its name above its bar. */
const ROW_HEIGHT = 48;
const BAR_SIZE = 12;
const X_AXIS_HEIGHT = 24;

/**
 * Each row's track, its name at the left above its bar, and its value (and detail) at the right
 * end, so long names keep the whole width of a phone. Drawn inside the chart from its plot area,
 * under the bars.
 */
function RowLabels({ rows, style }: { rows: BarRow[]; style: ChartStyle }) {
  const plot = usePlotArea();
  if (!plot || rows.length === 0) return null;
  const band = plot.height / rows.length;
  return (
    <g className="analytics-row-labels">
      {rows.map((row, i) => {
        const barTop = plot.y + i * band + band / 2 - BAR_SIZE / 2;
        const baseline = barTop - 6;
        // Room for the right-hand text (about 7 px a character at 13 px), the name gets the rest.
        const rightWidth = ((row.detail ? row.detail.length + 3 : 0) + row.valueText.length) * 7 + 12;
        return (
          <g key={row.key} data-testid={`bar-${row.key}`}>
            {/* The whole length of a bar, under it (a row at 0 keeps its track). */}
            <rect
              className="analytics-bar-track"
              x={plot.x}
              y={barTop}
              width={plot.width}
              height={BAR_SIZE}
              rx={BAR_SIZE / 2}
              fill={style.track}
            />
            <Text x={plot.x} y={baseline} width={Math.max(40, plot.width - rightWidth)} maxLines={1} fill={style.text} fontSize={13}>
              {row.name}
            </Text>
            <text x={plot.x + plot.width} y={baseline} textAnchor="end" fontSize={13}>
              {row.detail && (
                <tspan fill={style.secondaryText} fontSize={style.fontSize}>
                  {`${row.detail}  `}
                </tspan>
              )}
              <tspan fill={style.text} fontWeight={700}>
                {row.valueText}
              </tspan>
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Horizontal bars, one row per item, on a value axis from 0 to `max` (or the largest row).
 * Several series stack in each bar.
 */
export function HorizontalBarChart({
  rows,
  series,
  max,
  ticks,
  format,
}: {
  rows: BarRow[];
  series: BarSeries[];
  max?: number;
  ticks?: number[];
  format: (n: number) => string;
}) {
  const theme = useTheme();
  const style = chartStyle(theme);
  const animate = useChartAnimation();
  const nameOf = new Map(rows.map((r) => [r.key, r.name]));
  const data = rows.map((row) => ({ key: row.key, ...row.values }));
  const height = rows.length * ROW_HEIGHT + X_AXIS_HEIGHT + 4;
  return (
    <Box data-testid="row-bar-chart" sx={{ width: '100%', minWidth: 0 }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: INITIAL_CHART_WIDTH, height }}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 4, bottom: 0, left: 4 }}
          barSize={BAR_SIZE}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={style.grid} strokeDasharray="4 4" />
          <XAxis
            type="number"
            domain={[0, max ?? ((dataMax: number) => Math.max(dataMax, 1))]}
            ticks={ticks}
            allowDecimals={false}
            height={X_AXIS_HEIGHT}
            axisLine={false}
            tickLine={false}
            tickFormatter={(value: number) => format(value)}
            tick={{ fill: style.secondaryText, fontSize: style.fontSize }}
          />
          <YAxis type="category" dataKey="key" hide />
          <Tooltip
            {...style.tooltip}
            cursor={{ fill: style.cursor }}
            labelFormatter={(key) => nameOf.get(String(key)) ?? String(key)}
            formatter={(value, name) => [format(Number(value)), name]}
          />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="row"
              fill={s.color}
              radius={
                series.length === 1
                  ? BAR_SIZE / 2
                  : i === 0
                    ? [BAR_SIZE / 2, 0, 0, BAR_SIZE / 2]
                    : i === series.length - 1
                      ? [0, BAR_SIZE / 2, BAR_SIZE / 2, 0]
                      : 0
              }
              isAnimationActive={animate}
            />
          ))}
          <RowLabels rows={rows} style={style} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** A ring of two or more parts with a figure in the middle (the test pass rate, on time vs late). */
export function Donut({
  parts,
  center,
  caption,
  format,
}: {
  parts: BarSegment[];
  center: string;
  caption?: string;
  format: (n: number) => string;
}) {
  const theme = useTheme();
  const style = chartStyle(theme);
  const animate = useChartAnimation();
  const size = 200;
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: size, mx: 'auto', aspectRatio: '1 / 1' }} data-testid="donut">
      <ResponsiveContainer width="100%" aspect={1} initialDimension={{ width: size, height: size }}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={parts.filter((p) => p.value > 0)}
            dataKey="value"
            nameKey="label"
            innerRadius="68%"
            outerRadius="96%"
            startAngle={90}
            endAngle={-270}
            paddingAngle={parts.filter((p) => p.value > 0).length > 1 ? 1.5 : 0}
            stroke={theme.palette.background.paper}
            strokeWidth={1}
            isAnimationActive={animate}
            animationDuration={600}
            // The ring is a picture: its figures are in the card's table, so it takes no focus.
            rootTabIndex={-1}
          >
            {parts
              .filter((p) => p.value > 0)
              .map((p) => (
                <Cell key={p.label} fill={p.color} />
              ))}
          </Pie>
          <Tooltip {...style.tooltip} formatter={(value, name) => [format(Number(value)), name]} />
        </PieChart>
      </ResponsiveContainer>
      {/* The figure in the middle; it lets the pointer through to the ring's tooltip. */}
      <Box
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', px: 5, pointerEvents: 'none' }}
      >
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>
            {center}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.2 }}>
              {caption}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
