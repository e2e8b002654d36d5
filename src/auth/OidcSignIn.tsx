import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslate } from 'ra-core';
import { oidcStartPath } from '../api/oidc';
import { API_URL, httpClient } from '../dataProvider';
import { createOidcApi, type OidcApi } from './oidcApi';
import { useOidcSignIn } from './useOidcSignIn';

const defaultApi = createOidcApi(API_URL, httpClient);

/** Shown while the provider's code is exchanged for the session. */
function OidcBusy() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 3 }} role="status" data-testid="oidc-busy">
      <CircularProgress size={22} />
      <Typography>{translate('oidc.signingIn')}</Typography>
    </Box>
  );
}

/** Why the sign-in with the provider failed; closing it forgets it. */
function OidcProblem({ problem, onClose }: { problem: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="oidc-error" closeText={translate('app.close')} onClose={onClose}>
      {problem}
    </Alert>
  );
}

/** The "Sign in with …" button, and the divider from the password form. */
function OidcButton({ label, locale }: { label: string; locale: string }) {
  const translate = useTranslate();
  return (
    <>
      <Button href={oidcStartPath(locale)} variant="outlined" size="large" fullWidth startIcon={<LoginIcon />} data-testid="oidc-sign-in">
        {translate('oidc.signInWith', { label })}
      </Button>
      <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }}>{translate('oidc.or')}</Divider>
    </>
  );
}

/**
 * Sign-in with an external provider on the login page: the "Sign in with …" button
 * when the server has a provider configured, and the end of the trip. The provider's callback
 * sends the browser to /sign-in with, in the URL fragment, either a one-time code, which is
 * exchanged for the session (then the role's home replaces this page in history), or a
 * failure, shown in the language the sign-in was begun in.
 */
export function OidcSignIn({ api = defaultApi }: { api?: OidcApi }) {
  const { config, busy, problem, dismissProblem, locale } = useOidcSignIn(api);
  if (busy) return <OidcBusy />;
  return (
    <>
      {problem && <OidcProblem problem={problem} onClose={dismissProblem} />}
      {config?.enabled && config.label && <OidcButton label={config.label} locale={locale} />}
    </>
  );
}
