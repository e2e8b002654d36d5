import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AuthLayout } from '../AuthLayout';
import { SignUpNav } from './SignUpNav';
import { SignUpProgress } from './SignUpProgress';
import { SignUpSent } from './SignUpSent';
import { SignUpStepBody } from './SignUpStepBody';
import { useSignUpWizard } from './useSignUpWizard';
import { PAGE_DICTIONARIES } from '../../i18n/dictionaries';
import { useDictionaries } from '../../i18n/useDictionaries';

/** "Already have an account? Log in". */
function HaveAccount() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      {translate('signUp.haveAccount')}{' '}
      <Link component={RouterLink} to="/login">
        {translate('signUp.logIn')}
      </Link>
    </Typography>
  );
}

/**
 * /sign-up: the wizard that creates a school and its admin (SPEC §1), one step at a time with
 * Back and Next. What was typed stays when going back, and across a reload of the tab (a draft
 * in sessionStorage, without the passwords). Finishing says to check the email: its link
 * (SignUpConfirmPage) logs the new admin in.
 */
export default function SignUpPage() {
  useDictionaries(PAGE_DICTIONARIES.signUp);
  const translate = useTranslate();
  const wizard = useSignUpWizard();
  const { current, step } = wizard;
  if (wizard.sentTo !== null) return <SignUpSent email={wizard.sentTo} />;
  return (
    <AuthLayout title={translate('signUp.title')} maxWidth={720}>
      <SignUpProgress step={step} />
      <Typography variant="h6" component="h2" ref={wizard.headingRef} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
        {translate(`signUp.steps.${current.key}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`signUp.steps.${current.key}.text`)}
      </Typography>
      <FormProvider {...wizard.form}>
        <form noValidate onSubmit={wizard.next} aria-label={translate('signUp.title')}>
          <SignUpStepBody
            stepKey={current.key}
            domainCheck={wizard.domainCheck}
            tariffs={wizard.tariffs}
            tariffsFailed={wizard.tariffsFailed}
            onRetryTariffs={wizard.loadTariffs}
            imageErrors={wizard.imageErrors}
          />
          <SignUpNav step={step} last={wizard.last} submitting={wizard.submitting} onBack={wizard.back} />
        </form>
      </FormProvider>
      <HaveAccount />
    </AuthLayout>
  );
}
