import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** The action of a failure notice in the page: asks for the rating again. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={onRetry}>
      {translate('learning.retry')}
    </Button>
  );
}
