import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type XAxisTickContentProps,
} from 'recharts';
import { chartStyle, INITIAL_CHART_WIDTH, useChartAnimation, type ChartStyle } from './chartStyle';
import { labelledColumns, niceTicks } from './chartScale';

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
/** Where the axis, labels and values of the columns go at a given width. */
function columnLayout(columns: Column[], width: number, format: (n: number) => string) {
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
  return { ticks, top, axisWidth, labelled, groups, showValues, hasGroups };
}

/** The label under a column (and its group under the first of each), or nothing where labels do not fit. */
function columnTick(columns: Column[], labelled: boolean[], groups: Map<number, string>, style: ChartStyle) {
  return function ColumnTick({ x, y, index }: XAxisTickContentProps) {
    return labelled[index] ? (
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
    );
  };
}

/** Vertical bars on a value axis with grid lines (new students per month). */
export function ColumnChart({ columns, format, seriesName }: { columns: Column[]; format: (n: number) => string; seriesName: string }) {
  const theme = useTheme();
  const style = chartStyle(theme);
  const animate = useChartAnimation();
  const [width, setWidth] = useState(INITIAL_CHART_WIDTH);
  const { ticks, top, axisWidth, labelled, groups, showValues, hasGroups } = columnLayout(columns, width, format);
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
            tick={columnTick(columns, labelled, groups, style)}
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
