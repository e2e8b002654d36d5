import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { chartStyle, useChartAnimation } from './chartStyle';

export interface BarSegment {
  value: number;
  color: string;
  label: string;
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
