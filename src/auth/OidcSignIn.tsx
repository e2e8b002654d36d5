import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { useLocaleState, useTranslate } from 'ra-core';
import { normalizeLanguage } from '../api/constants';
import { isOidcFailure, oidcStartPath, type OidcConfigResponse, type OidcFailure } from '../api/oidc';
import { API_URL, httpClient } from '../dataProvider';
import { createOidcApi, type OidcApi } from './oidcApi';

const defaultApi = createOidcApi(API_URL, httpClient);

// One exchange per code while it runs, however often the page mounts meanwhile (React's
// StrictMode mounts twice): a code is spent by its first use.
const exchanges = new Map<string, Promise<{ redirectTo: string }>>();

/** What the history entry of /sign-in carries after a failed sign-in with the provider. */
interface OidcOutcomeState {
  oidcError?: OidcFailure;
  /** The server's message when the exchange of the code failed, in the page's language. */
  oidcMessage?: string;
}

/**
 * Sign-in with an external provider on the login page: the "Sign in with …" button
 * when the server has a provider configured, and the end of the trip. The provider's callback
 * sends the browser to /sign-in with, in the URL fragment, either a one-time code, which is
 * exchanged for the session (then the role's home replaces this page in history), or a
 * failure, shown in the language the sign-in was begun in.
 */
export function OidcSignIn({ api = defaultApi }: { api?: OidcApi }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const [locale, setLocale] = useLocaleState();
  const [config, setConfig] = useState<OidcConfigResponse | null>(null);
  const [busy, setBusy] = useState(false);
  // The failure lives in the history entry, not in this component: a language switch remounts
  // the page, and the message must survive it.
  const shown = (state as OidcOutcomeState | null) ?? {};

  useEffect(() => {
    let live = true;
    api
      .config()
      .then((answer) => live && setConfig(answer))
      // Without an answer there is simply no button; the password form still works.
      .catch(() => live && setConfig(null));
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    const outcome = new URLSearchParams(hash.replace(/^#/, ''));
    const code = outcome.get('code');
    const failure = outcome.get('error');
    if (!code && !failure) return;
    // The fragment leaves the address bar (and history) once read.
    const show = (shownState: OidcOutcomeState) => navigate({ pathname, search }, { replace: true, state: shownState });
    if (failure) {
      const lang = outcome.get('lang');
      if (lang && normalizeLanguage(lang) !== locale) setLocale(normalizeLanguage(lang));
      show({ oidcError: isOidcFailure(failure) ? failure : 'provider' });
      return;
    }
    let live = true;
    let exchange = exchanges.get(code!);
    if (!exchange) {
      const started = api.exchange(code!);
      exchange = started;
      exchanges.set(code!, started);
      const forget = () => exchanges.delete(code!);
      started.then(forget, forget);
    }
    setBusy(true);
    exchange.then(
      ({ redirectTo }) => live && navigate(redirectTo, { replace: true }),
      (error: unknown) => {
        if (!live) return;
        setBusy(false);
        show({ oidcMessage: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
    // Only a new fragment is a new outcome; the language and the api do not restart an exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as said above
  }, [hash]);

  const problem = shown.oidcMessage ?? (shown.oidcError ? translate(`oidc.errors.${shown.oidcError}`) : null);
  if (busy) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 3 }} role="status" data-testid="oidc-busy">
        <CircularProgress size={22} />
        <Typography>{translate('oidc.signingIn')}</Typography>
      </Box>
    );
  }
  return (
    <>
      {problem && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          data-testid="oidc-error"
          closeText={translate('app.close')}
          onClose={() => navigate({ pathname, search }, { replace: true, state: null })}
        >
          {problem}
        </Alert>
      )}
      {config?.enabled && config.label && (
        <>
          <Button
            href={oidcStartPath(locale)}
            variant="outlined"
            size="large"
            fullWidth
            startIcon={<LoginIcon />}
            data-testid="oidc-sign-in"
          >
            {translate('oidc.signInWith', { label: config.label })}
          </Button>
          <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }}>{translate('oidc.or')}</Divider>
        </>
      )}
    </>
  );
}
