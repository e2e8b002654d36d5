import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Labeled, Link, useCreatePath, useTranslate, type Identifier } from 'react-admin';

/* Small pieces the student and instructor pages share: a labelled fact, a table that fits a phone, a link to a record. */

/** A labelled line of text; "—" when empty. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Labeled label={label}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children || translate('admin.none')}
      </Typography>
    </Labeled>
  );
}

/** What a tab shows while its data loads, or when it has none. */
export function Pending({ loading, empty, text }: { loading: boolean; empty: boolean; text: string }) {
  const translate = useTranslate();
  if (loading) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (empty) return <Typography color="text.secondary">{translate(text)}</Typography>;
  return null;
}

export interface Column<T> {
  /** Translation key of the header. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Left out below the tablet width, so the table fits 415 px. */
  secondary?: boolean;
}

/** A plain table of rows; `narrow` drops the secondary columns. */
export function FactTable<T>({
  rows,
  columns,
  rowKey,
  narrow,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  narrow: boolean;
}) {
  const translate = useTranslate();
  const shown = columns.filter((c) => !(narrow && c.secondary));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {shown.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {translate(c.label)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {shown.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A link to a record's page in the admin area. */
export function RecordLink({ resource, id, children }: { resource: string; id: Identifier; children: ReactNode }) {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource, type: 'show', id })}>{children}</Link>;
}
