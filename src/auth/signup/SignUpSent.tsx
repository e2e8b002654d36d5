import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AuthLayout } from '../AuthLayout';

/**
 * The wizard's end: the school waits for its admin to open the emailed link. Whether the address
 * already had an account is not said here: the mail tells its owner.
 */
export function SignUpSent({ email }: { email: string }) {
  const translate = useTranslate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the focus goes to the news, for screen readers too.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AuthLayout title={translate('signUp.title')} maxWidth={720}>
      <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
        {translate('signUp.sent.title')}
      </Typography>
      <Alert severity="success" role="status" sx={{ my: 2 }} data-testid="sign-up-sent">
        {translate('signUp.sent.text', { email })}
      </Alert>
      <Typography color="text.secondary">{translate('signUp.sent.hint')}</Typography>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {translate('signUp.logIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
