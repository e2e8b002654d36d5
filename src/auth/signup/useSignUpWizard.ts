import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { HttpError } from 'ra-core';
import type { TariffDto } from '../../api/schools';
import { notices } from '../../shell/notices';
import { clearDraft, saveDraft } from './draft';
import { fetchTariffs, submitSignUp } from './signUpApi';
import { signUpSchema, stepOfField, STEPS, type SignUpField, type SignUpValues } from './signUpSchema';
import { initialValues, toInput } from './signUpValues';
import { useDomainCheck } from './useDomainCheck';

export type ImageErrors = Partial<Record<'logo' | 'favicon', string>>;

/** The tariffs to choose from, and a retry when loading them failed. */
function useTariffs() {
  const [tariffs, setTariffs] = useState<TariffDto[] | null>(null);
  const [tariffsFailed, setTariffsFailed] = useState(false);
  const loadTariffs = useCallback(() => {
    setTariffsFailed(false);
    fetchTariffs()
      .then(setTariffs)
      .catch(() => setTariffsFailed(true));
  }, []);
  useEffect(loadTariffs, [loadTariffs]);
  return { tariffs, tariffsFailed, loadTariffs };
}

/** Moves the focus to the step's heading when the step changes (not on the first render). */
function useFocusOnStep(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/**
 * The sign-up wizard's state: the form, the step (kept with the values in a draft for a reload),
 * the tariffs, and Next/Back/finish, which sends the school and shows a server's error on its step.
 */
export function useSignUpWizard() {
  const [initial] = useState(initialValues);
  const [step, setStep] = useState(initial.step);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [imageErrors, setImageErrors] = useState<ImageErrors>({});
  const { tariffs, tariffsFailed, loadTariffs } = useTariffs();
  const headingRef = useFocusOnStep(step);
  const form = useForm<SignUpValues>({ defaultValues: initial.values, resolver: yupResolver(signUpSchema), mode: 'onTouched' });
  const { watch, trigger, setError, getValues, clearErrors } = form;
  const domain = watch('domain');
  const domainCheck = useDomainCheck(domain);
  const current = STEPS[step];

  // Every change is kept for a reload (never the passwords).
  useEffect(() => {
    saveDraft(getValues(), step);
    const subscription = watch((values) => saveDraft(values as Partial<SignUpValues>, step));
    return () => subscription.unsubscribe();
  }, [watch, getValues, step]);

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

  const back = () => goTo(step - 1);
  const last = step === STEPS.length - 1;
  return {
    form,
    step,
    current,
    last,
    submitting,
    sentTo,
    tariffs,
    tariffsFailed,
    loadTariffs,
    imageErrors,
    domainCheck,
    headingRef,
    next,
    back,
  };
}
