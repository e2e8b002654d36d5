import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { ImportRowError } from '../../api/types';

/** The rows a refused import lists: the spreadsheet's row number, the column, the problem. */
export function ImportErrorsTable({ errors }: { errors: ImportRowError[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={translate('admin.import.errorsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>{translate('admin.import.row')}</TableCell>
            <TableCell sx={{ width: '28%' }}>{translate('admin.import.field')}</TableCell>
            <TableCell>{translate('admin.import.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={`${error.row}-${error.field ?? ''}-${index}`}>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{error.row}</TableCell>
              <TableCell>{error.field ? translate(`resources.students.fields.${error.field}`, { _: error.field }) : '—'}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{error.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
