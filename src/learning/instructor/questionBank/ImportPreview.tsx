import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BankImportResult } from '../../../api/questionBank';

const boxSx = { maxHeight: 300, border: 1, borderColor: 'divider', borderRadius: 1 } as const;
const cellSx = { overflowWrap: 'anywhere' } as const;

/** The problems of a file, by line: nothing is imported until there are none. */
function ImportErrors({ errors }: { errors: BankImportResult['errors'] }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid="bank-import-errors" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{translate('questionBank.import.errorsTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('questionBank.import.errorsHint')}
      </Typography>
      <TableContainer sx={boxSx}>
        <Table size="small" stickyHeader aria-label={translate('questionBank.import.errorsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>{translate('questionBank.import.line')}</TableCell>
              <TableCell>{translate('questionBank.import.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, index) => (
              <TableRow key={`${error.line}-${index}`}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{error.line}</TableCell>
                <TableCell sx={cellSx}>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Alert>
  );
}

/** What a dry run found: the questions that would come in (name, kind, category) and the file's problems. */
export function ImportPreview({ result }: { result: BankImportResult }) {
  const translate = useTranslate();
  return (
    <>
      {result.errors.length > 0 && <ImportErrors errors={result.errors} />}
      {result.questions.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate('questionBank.import.preview')} ·{' '}
            {translate('questionBank.import.previewCount', { smart_count: result.questions.length })}
          </Typography>
          <TableContainer sx={boxSx}>
            <Table size="small" stickyHeader aria-label={translate('questionBank.import.preview')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('questionBank.import.name')}</TableCell>
                  <TableCell>{translate('questionBank.import.kind')}</TableCell>
                  <TableCell>{translate('questionBank.import.category')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.questions.map((question, index) => (
                  <TableRow key={index}>
                    <TableCell sx={cellSx}>{question.name}</TableCell>
                    <TableCell>{translate(`questionBank.kinds.${question.type}`)}</TableCell>
                    <TableCell sx={cellSx}>
                      {question.categoryPath.length ? question.categoryPath.join(' › ') : translate('questionBank.import.defaultCategory')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </div>
      )}
    </>
  );
}
