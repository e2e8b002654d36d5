import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AuthLayout } from './AuthLayout';

/** /sign-up: the school sign-up wizard arrives with multi-school tenancy; until then it says so. */
export default function SignUpPage() {
  const translate = useTranslate();
  return (
    <AuthLayout title={translate('auth.signUp.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('auth.signUp.text')}
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" fullWidth>
        {translate('auth.signUp.backToLogin')}
      </Button>
    </AuthLayout>
  );
}
