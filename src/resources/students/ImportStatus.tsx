import type { Ref } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportRowError } from '../../api/types';
import { ImportErrorsTable } from './ImportErrorsTable';

/** The upload's progress; once every byte is sent (or the browser cannot tell), the server is working. */
export function ImportProgress({ percent }: { percent: number | null }) {
  const translate = useTranslate();
  const sent = percent !== null && percent >= 100;
  return (
    <Box data-testid="import-progress">
      <LinearProgress
        variant={sent || percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
        aria-label={translate('admin.import.title')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {sent || percent === null ? translate('admin.import.processing') : translate('admin.import.uploading', { percent })}
      </Typography>
    </Box>
  );
}

/** The server's refusal, with the rows at fault when it names them. */
export function ImportFailure({ message, errors, ref }: { message: string; errors: ImportRowError[]; ref: Ref<HTMLDivElement> }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} data-testid="import-failure" ref={ref}>
      <Alert severity="error">{message}</Alert>
      {errors.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {translate('admin.import.errorsTitle')}
          </Typography>
          <ImportErrorsTable errors={errors} />
        </>
      )}
    </Stack>
  );
}
