import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

export interface ChartCardProps {
  id: string;
  title: string;
  hint?: string;
  /** A line under the title: the chart's headline figure. */
  summary?: ReactNode;
  /** Nothing to draw: `emptyText` shows instead of the chart. */
  empty: boolean;
  emptyText: string;
  /** The chart's data as a table, for screen readers: a picture of bars tells them nothing. */
  table: ChartTable;
  children: ReactNode;
}

/** A chart's data as a table only screen readers see. */
function ChartDataTable({ headingId, title, table }: { headingId: string; title: string; table: ChartTable }) {
  const translate = useTranslate();
  return (
    <Box sx={visuallyHidden}>
      <table data-testid={`${headingId}-table`}>
        <caption>{translate('analytics.charts.tableOf', { chart: title })}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** One chart of the dashboard: a titled card with its chart, or its empty state, and its data as a hidden table. */
export function ChartCard({ id, title, hint, summary, empty, emptyText, table, children }: ChartCardProps) {
  const headingId = `analytics-chart-${id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={headingId}
      sx={{ position: 'relative', minWidth: 0, p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" component="p">
            {hint}
          </Typography>
        )}
        {summary && !empty && (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid={`${headingId}-summary`}>
            {summary}
          </Typography>
        )}
      </Box>
      {empty ? (
        <Box
          sx={{
            flex: 1,
            minHeight: 140,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            color: 'text.secondary',
            px: 2,
            py: 3,
          }}
          data-testid={`${headingId}-empty`}
        >
          <Box>
            <InsightsOutlinedIcon aria-hidden sx={{ fontSize: 36, opacity: 0.5, mb: 0.5 }} />
            <Typography variant="body2">{emptyText}</Typography>
          </Box>
        </Box>
      ) : (
        <>
          <Box aria-hidden sx={{ flex: 1, minWidth: 0 }}>
            {children}
          </Box>
          {/* A table takes the width of its content whatever it is given: the box around it clips it. */}
          <ChartDataTable headingId={headingId} title={title} table={table} />
        </>
      )}
    </Paper>
  );
}

/** Coloured swatches with their names (and values), under a chart. */
export function ChartLegend({ items }: { items: Array<{ color: string; label: string; value?: string }> }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: item.color, flex: '0 0 12px' }} />
          <Typography variant="body2" color="text.secondary" component="span">
            {item.label}
            {item.value !== undefined && (
              <Typography
                component="span"
                variant="body2"
                color="text.primary"
                sx={{ fontWeight: 600, ml: 0.5, fontVariantNumeric: 'tabular-nums' }}
              >
                {item.value}
              </Typography>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
