import { Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'ra-core';
import { authProvider } from '../dataProvider';
import { notices } from '../shell/notices';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { OidcSignIn } from './OidcSignIn';
import { lazyWithTimeout } from '../shell/lazyWithTimeout';
import { PAGE_DICTIONARIES } from '../i18n/dictionaries';
import { useDictionaries } from '../i18n/useDictionaries';

// The dialog (MUI's modal, its own form) loads when first opened, not with the login page.
const ForgotPasswordDialog = lazyWithTimeout(() => import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })));

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** SPEC §2 login screen: on success the role's home replaces the login page in history. */
export function LoginPage() {
  useDictionaries(PAGE_DICTIONARIES.login);
  const translate = useTranslate();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Stays mounted once opened, so the dialog can play its closing transition.
  const [forgotWanted, setForgotWanted] = useState(false);

  return (
    <AuthLayout title={translate('auth.login.title')} subtitle={translate('auth.login.subtitle')}>
      <OidcSignIn />
      <LoginForm
        onForgotPassword={() => {
          setForgotWanted(true);
          setForgotOpen(true);
        }}
        onSubmit={async (values) => {
          try {
            const { redirectTo } = await authProvider.login(values);
            navigate(redirectTo, { replace: true });
          } catch (error) {
            notices.push({ type: 'error', message: errorMessage(error) });
          }
        }}
      />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/sign-up" variant="body2">
          {translate('auth.login.signUp')}
        </Link>
      </Box>
      {forgotWanted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onClose={() => setForgotOpen(false)}
            onSubmit={async (values) => {
              try {
                const { message } = await authProvider.forgotPassword(values);
                notices.push({ type: 'success', message });
                setForgotOpen(false);
              } catch (error) {
                notices.push({ type: 'error', message: errorMessage(error) });
              }
            }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
