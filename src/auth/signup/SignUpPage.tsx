import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { HttpError, useTranslate } from 'ra-core';
import { DEFAULT_THEME_COLOR, type SignUpInput, type TariffDto } from '../../api/schools';
import { browserTimezone } from '../../resources/school/timezones';
import { notices } from '../../shell/notices';
import { AuthLayout } from '../AuthLayout';
import { AccountStep, TermsStep } from './AccountSteps';
import { ImagesStep, ThemeStep } from './BrandSteps';
import { DomainStep } from './DomainStep';
import { CompanyStep, TariffStep, TimezoneStep } from './ProfileSteps';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { fetchTariffs, submitSignUp } from './signUpApi';
import { SignUpSent } from './SignUpSent';
import { signUpSchema, stepOfField, STEPS, type SignUpField, type SignUpValues } from './signUpSchema';
import { useDomainCheck } from './useDomainCheck';
import { PAGE_DICTIONARIES } from '../../i18n/dictionaries';
import { useDictionaries } from '../../i18n/useDictionaries';

function initialValues(): { values: SignUpValues; step: number } {
  const draft = loadDraft() ?? {};
  const { step = 0, ...saved } = draft;
  const values: SignUpValues = {
    domain: '',
    name: '',
    description: '',
    timezone: browserTimezone(),
    tariffId: null,
    logo: null,
    favicon: null,
    themeColor: DEFAULT_THEME_COLOR,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
    ...saved,
  };
  // The passwords are never in the draft, so a reload past them comes back to the account step.
  const accountStep = STEPS.findIndex((s) => s.key === 'account');
  const safeStep = Math.min(Math.max(0, Number(step) || 0), STEPS.length - 1);
  return { values, step: Math.min(safeStep, accountStep) };
}

/** The body the server takes, from the wizard's values. */
function toInput(values: SignUpValues): SignUpInput {
  return {
    domain: values.domain,
    name: values.name,
    description: values.description,
    timezone: values.timezone,
    tariffId: values.tariffId ?? 0,
    themeColor: values.themeColor,
    logo: values.logo?.dataUrl,
    favicon: values.favicon?.dataUrl,
    acceptTerms: values.acceptTerms,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
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
  const [initial] = useState(initialValues);
  const [step, setStep] = useState(initial.step);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [tariffs, setTariffs] = useState<TariffDto[] | null>(null);
  const [tariffsFailed, setTariffsFailed] = useState(false);
  const [imageErrors, setImageErrors] = useState<Partial<Record<'logo' | 'favicon', string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<SignUpValues>({ defaultValues: initial.values, resolver: yupResolver(signUpSchema), mode: 'onTouched' });
  const { watch, trigger, setError, getValues, clearErrors } = form;
  const domain = watch('domain');
  const domainCheck = useDomainCheck(domain);
  const current = STEPS[step];

  const loadTariffs = useCallback(() => {
    setTariffsFailed(false);
    fetchTariffs()
      .then(setTariffs)
      .catch(() => setTariffsFailed(true));
  }, []);
  useEffect(loadTariffs, [loadTariffs]);

  // Every change is kept for a reload (never the passwords).
  useEffect(() => {
    saveDraft(getValues(), step);
    const subscription = watch((values) => saveDraft(values as Partial<SignUpValues>, step));
    return () => subscription.unsubscribe();
  }, [watch, getValues, step]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (index: number) => {
    clearErrors();
    setStep(index);
  };

  const finish = async () => {
    setSubmitting(true);
    try {
      const { email } = await submitSignUp(toInput(getValues()));
      clearDraft();
      setSentTo(email);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { field?: string } | undefined) : undefined;
      const field = body?.field;
      const message = (error as Error).message;
      const target = stepOfField(field);
      if (field && target !== null) {
        setStep(target);
        if (field === 'domain' && error instanceof HttpError && error.status === 409) domainCheck.markTaken(getValues('domain'), message);
        else if (field === 'logo' || field === 'favicon') setImageErrors({ [field]: message });
        else setError(field as SignUpField, { type: 'server', message });
      }
      notices.push({ type: 'error', message });
    } finally {
      setSubmitting(false);
    }
  };

  const next = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const valid = await trigger(current.fields);
    if (!valid) return;
    if (current.key === 'domain') {
      const verdict = await domainCheck.verify();
      if (verdict.status !== 'available') return;
    }
    if (step < STEPS.length - 1) goTo(step + 1);
    else await finish();
  };

  const last = step === STEPS.length - 1;
  if (sentTo !== null) return <SignUpSent email={sentTo} />;
  return (
    <AuthLayout title={translate('signUp.title')} maxWidth={720}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="body2" color="text.secondary" data-testid="sign-up-progress">
          {translate('signUp.stepOf', { step: step + 1, total: STEPS.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / STEPS.length) * 100}
          sx={{ mt: 1, borderRadius: 1, height: 6 }}
          aria-hidden
        />
      </Box>
      <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
        {translate(`signUp.steps.${current.key}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`signUp.steps.${current.key}.text`)}
      </Typography>
      <FormProvider {...form}>
        <form noValidate onSubmit={next} aria-label={translate('signUp.title')}>
          <Box key={current.key} sx={{ minHeight: 120 }}>
            {current.key === 'domain' && <DomainStep check={domainCheck.state} />}
            {current.key === 'company' && <CompanyStep />}
            {current.key === 'timezone' && <TimezoneStep />}
            {current.key === 'tariff' && <TariffStep tariffs={tariffs} failed={tariffsFailed} onRetry={loadTariffs} />}
            {current.key === 'images' && <ImagesStep serverErrors={imageErrors} />}
            {current.key === 'theme' && <ThemeStep />}
            {current.key === 'account' && <AccountStep />}
            {current.key === 'terms' && <TermsStep tariffs={tariffs} />}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
            <Button startIcon={<ArrowBackIcon />} onClick={() => goTo(step - 1)} disabled={step === 0 || submitting}>
              {translate('signUp.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              endIcon={submitting ? <CircularProgress size={18} color="inherit" /> : last ? undefined : <ArrowForwardIcon />}
            >
              {translate(last ? 'signUp.finish' : 'signUp.next')}
            </Button>
          </Box>
        </form>
      </FormProvider>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {translate('signUp.logIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
