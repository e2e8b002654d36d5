import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Text, Tooltip, XAxis, YAxis, usePlotArea } from 'recharts';
import { chartStyle, INITIAL_CHART_WIDTH, useChartAnimation, type ChartStyle } from './chartStyle';

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
