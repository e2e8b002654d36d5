import { DEFAULT_THEME_COLOR, type SignUpInput } from '../../api/schools';
import { browserTimezone } from '../../resources/school/timezones';
import { loadDraft } from './draft';
import { STEPS, type SignUpValues } from './signUpSchema';

/** The wizard's values and step to start from: the draft of this tab, if any. */
export function initialValues(): { values: SignUpValues; step: number } {
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
export function toInput(values: SignUpValues): SignUpInput {
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
