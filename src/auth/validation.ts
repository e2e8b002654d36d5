import * as yup from 'yup';
import { checkEmail, checkPassword } from '../api/rules';

/**
 * yup schemas of the auth forms. Messages are translation keys (`validation.*`), the same
 * rules the server applies (src/api/rules.ts), so both sides refuse the same input.
 */
/** An email with the SPEC §5 messages; also used by the admin forms. */
export const email = yup
  .string()
  .default('')
  .test('email', (value, ctx) => {
    const problem = checkEmail(value);
    return problem ? ctx.createError({ message: `validation.${problem}` }) : true;
  });

const password = yup
  .string()
  .default('')
  .test('password', (value, ctx) => {
    const problem = checkPassword(value);
    return problem ? ctx.createError({ message: `validation.${problem}` }) : true;
  });

export const loginSchema = yup.object({ email, password });
export type LoginValues = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({ email });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password,
  confirmPassword: yup
    .string()
    .default('')
    .oneOf([yup.ref('password')], 'validation.passwordsDoNotMatch'),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** The profile's password change: the current password, and a new one by the reset page's rules, twice. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().default('').required('validation.passwordRequired'),
  newPassword: password,
  repeatPassword: yup
    .string()
    .default('')
    .oneOf([yup.ref('newPassword')], 'validation.passwordsDoNotMatch'),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
