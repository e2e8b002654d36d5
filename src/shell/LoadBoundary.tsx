import { Component, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Spinner } from './Spinner';

function LoadFailed() {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography sx={{ mb: 2 }}>{translate('app.loadFailed')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.retry')}
        </Button>
      </Box>
    </Box>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** Shows the spinner while a screen loads on demand, and a retry message when it cannot. */
export function LoadBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </Boundary>
  );
}
