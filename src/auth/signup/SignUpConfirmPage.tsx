import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AuthLayout } from '../AuthLayout';
import { confirmSignUp } from './signUpApi';
import { PAGE_DICTIONARIES } from '../../i18n/dictionaries';
import { useDictionaries } from '../../i18n/useDictionaries';

/**
 * /sign-up/confirm?token=…, the link a sign-up emails to the new admin: it confirms the school,
 * logs the admin in and opens where a sign-up used to lead (/admin). A used or unknown link
 * says so at once, in the server's words.
 */
export default function SignUpConfirmPage() {
  useDictionaries(PAGE_DICTIONARIES.signUp);
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A link works once: the request must not be sent twice (React's development double effects).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmSignUp(token)
      .then(({ redirectTo }) => navigate(redirectTo, { replace: true }))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [token, navigate]);

  useEffect(() => {
    if (problem) headingRef.current?.focus();
  }, [problem]);

  return (
    <AuthLayout title={translate('signUp.confirm.title')}>
      {problem === null ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('signUp.confirm.working')}</Typography>
        </Box>
      ) : (
        <>
          <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
            {translate('signUp.confirm.failedTitle')}
          </Typography>
          <Alert severity="error" sx={{ my: 2 }} data-testid="sign-up-confirm-error">
            {problem}
          </Alert>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to="/login" variant="body2">
              {translate('signUp.logIn')}
            </Link>
            <Link component={RouterLink} to="/sign-up" variant="body2">
              {translate('signUp.confirm.signUpAgain')}
            </Link>
          </Box>
        </>
      )}
    </AuthLayout>
  );
}
