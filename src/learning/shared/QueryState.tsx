import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface QueryStateProps {
  error: unknown;
  /** Shown for a 404: the id is unknown, of another school, or of a course not taught. */
  notFound: string;
  back?: { to: string; label: string };
  onRetry?: () => void;
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** What a page shows instead of its content when its call failed: not found, or the server's message. */
export function QueryState({ error, notFound, back, onRetry }: QueryStateProps) {
  const translate = useTranslate();
  const missing = statusOf(error) === 404;
  return (
    <Alert
      severity={missing ? 'info' : 'error'}
      sx={{ my: 2 }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {!missing && onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('learning.retry')}
            </Button>
          )}
          {back && (
            <Button color="inherit" size="small" component={RouterLink} to={back.to}>
              {back.label}
            </Button>
          )}
        </Box>
      }
    >
      {missing ? notFound : (error as Error)?.message || translate('learning.loadFailed')}
    </Alert>
  );
}

/** A quiet spinner inside a page (the app's full-screen one is for whole screens). */
export function InlineSpinner() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('app.loading')} />
    </Box>
  );
}
