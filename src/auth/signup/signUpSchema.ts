import * as yup from 'yup';
import { checkDomain, isThemeColor } from '../../api/schools';
import { checkPassword } from '../../api/rules';
import type { ImageInfo } from '../../resources/school/imageInfo';
import { isKnownTimezone } from '../../resources/school/timezones';
import { email } from '../validation';

/** A logo or favicon the wizard holds until the school is created: its bytes as a data: URL. */
export interface WizardImage {
  dataUrl: string;
  info: ImageInfo;
}

export interface SignUpValues {
  domain: string;
  name: string;
  description: string;
  timezone: string;
  tariffId: number | null;
  logo: WizardImage | null;
  favicon: WizardImage | null;
  themeColor: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type SignUpField = keyof SignUpValues;

/** The wizard's steps in order (SPEC §1), each with the fields it checks before Next. */
export const STEPS: ReadonlyArray<{ key: string; fields: SignUpField[] }> = [
  { key: 'domain', fields: ['domain'] },
  { key: 'company', fields: ['name', 'description'] },
  { key: 'timezone', fields: ['timezone'] },
  { key: 'tariff', fields: ['tariffId'] },
  { key: 'images', fields: ['logo', 'favicon'] },
  { key: 'theme', fields: ['themeColor'] },
  { key: 'account', fields: ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] },
  { key: 'terms', fields: ['acceptTerms'] },
];

/** The step that holds a field the server named. */
export function stepOfField(field: string | undefined): number | null {
  const index = STEPS.findIndex((step) => (step.fields as string[]).includes(field ?? ''));
  return index < 0 ? null : index;
}

// Lengths are bounded by the inputs themselves (maxLength), as the server bounds them.
const required = (message: string) => yup.string().default('').trim().required(message);

/** The same rules as the server's (messages are translation keys). */
export const signUpSchema: yup.ObjectSchema<SignUpValues> = yup.object({
  domain: yup
    .string()
    .default('')
    .test('domain', (value, ctx) => {
      const problem = checkDomain(value);
      return problem ? ctx.createError({ message: `schools.domain.${problem}` }) : true;
    }),
  name: required('signUp.errors.nameRequired'),
  description: yup.string().default(''),
  timezone: yup
    .string()
    .default('')
    .required('signUp.errors.timezoneRequired')
    .test('zone', 'signUp.errors.timezoneRequired', (value) => isKnownTimezone(value)),
  tariffId: yup.number().nullable().default(null).required('signUp.errors.tariffRequired'),
  logo: yup.mixed<WizardImage>().nullable().default(null),
  favicon: yup.mixed<WizardImage>().nullable().default(null),
  themeColor: yup
    .string()
    .default('')
    .test('color', (value, ctx) => {
      // Nothing chosen asks for a colour; a typed text that is not one says how to write it.
      const message = value.trim() ? 'schools.theme.invalid' : 'signUp.errors.themeColor';
      return isThemeColor(value) || ctx.createError({ message });
    }),
  firstName: required('validation.nameRequired'),
  lastName: required('validation.lastNameRequired'),
  email,
  password: yup
    .string()
    .default('')
    .test('password', (value, ctx) => {
      const problem = checkPassword(value);
      return problem ? ctx.createError({ message: `validation.${problem}` }) : true;
    }),
  confirmPassword: yup
    .string()
    .default('')
    .oneOf([yup.ref('password')], 'validation.passwordsDoNotMatch'),
  acceptTerms: yup.boolean().default(false).oneOf([true], 'signUp.errors.termsRequired'),
}) as yup.ObjectSchema<SignUpValues>;
