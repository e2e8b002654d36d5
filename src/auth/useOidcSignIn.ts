import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'ra-core';
import { normalizeLanguage } from '../api/constants';
import { isOidcFailure, type OidcConfigResponse, type OidcFailure } from '../api/oidc';
import type { OidcApi } from './oidcApi';

// One exchange per code while it runs, however often the page mounts meanwhile (React's
// StrictMode mounts twice): a code is spent by its first use.
const exchanges = new Map<string, Promise<{ redirectTo: string }>>();

/** What the history entry of /sign-in carries after a failed sign-in with the provider. */
interface OidcOutcomeState {
  oidcError?: OidcFailure;
  /** The server's message when the exchange of the code failed, in the page's language. */
  oidcMessage?: string;
}

/** The provider's configuration; without an answer there is simply no button. */
function useOidcConfig(api: OidcApi) {
  const [config, setConfig] = useState<OidcConfigResponse | null>(null);
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
  return config;
}

/** The exchange already running for this code, or a new one. */
function exchangeOnce(api: OidcApi, code: string) {
  let exchange = exchanges.get(code);
  if (!exchange) {
    const started = api.exchange(code);
    exchange = started;
    exchanges.set(code, started);
    const forget = () => exchanges.delete(code);
    started.then(forget, forget);
  }
  return exchange;
}

/**
 * The state of the sign-in with an external provider: its configuration, whether a code is
 * being exchanged, and the failure to show (read from the URL fragment the callback sends).
 */
export function useOidcSignIn(api: OidcApi) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const [locale, setLocale] = useLocaleState();
  const config = useOidcConfig(api);
  const [busy, setBusy] = useState(false);
  // The failure lives in the history entry, not in this component: a language switch remounts
  // the page, and the message must survive it.
  const shown = (state as OidcOutcomeState | null) ?? {};

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
    const exchange = exchangeOnce(api, code!);
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
  const dismissProblem = () => navigate({ pathname, search }, { replace: true, state: null });
  return { config, busy, problem, dismissProblem, locale };
}
