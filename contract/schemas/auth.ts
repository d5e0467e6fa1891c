import * as z from 'zod/mini';
import { emailPattern, limits, usernamePattern } from '../limits';
import * as messages from '../messages';
import { maxChars, requiredText } from './text';

/** A password being chosen: required, at least `passwordMin` characters. */
const NewPassword = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, { error: messages.passwordRequired }),
    z.minLength(limits.passwordMin, { error: messages.passwordTooShort }),
  );

/** An address a member signs in with from now on: at sign-up, or changing it in settings. */
const NewEmail = requiredText(messages.emailRequired, [
  z.maxLength(limits.emailMax, { error: messages.emailInvalid }),
  z.regex(emailPattern, { error: messages.emailInvalid }),
]);

const signUpNames = {
  firstName: requiredText(messages.firstNameRequired, [maxChars('First name', limits.nameMax)]),
  lastName: requiredText(messages.lastNameRequired, [maxChars('Last name', limits.nameMax)]),
};

/**
 * The names a sign-up gives Cognito (`given_name`, `family_name`): the form's rules, checked again by the
 * PreSignUp trigger for sign-ups that come through Cognito's own API rather than the site.
 */
export const SignUpNames = z.object(signUpNames);

/** The sign-up form (SPEC §5). `confirmPassword` and `acceptTerms` stay in the browser. */
export const SignUpForm = z
  .object({
    ...signUpNames,
    username: requiredText(messages.usernameRequired, [
      z.regex(usernamePattern, { error: messages.usernameFormat }),
    ]),
    email: NewEmail,
    password: NewPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().check(z.refine((v) => v, { error: messages.termsRequired })),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: messages.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );
export type SignUpForm = z.input<typeof SignUpForm>;

export const LoginForm = z.object({
  email: requiredText(messages.emailRequired),
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, { error: messages.passwordRequired })),
});
export type LoginForm = z.input<typeof LoginForm>;

/** Forgot password, first step: the account's e-mail, to send a code to. */
export const PasswordResetRequestForm = z.pick(LoginForm, { email: true });
export type PasswordResetRequestForm = z.input<typeof PasswordResetRequestForm>;

/** A code Cognito e-mailed (Cognito judges it). */
const EmailedCode = z.string().check(z.trim());

/** Forgot password, second step: the e-mailed code and the new password. */
export const PasswordResetForm = z.object({ code: EmailedCode, password: NewPassword });
export type PasswordResetForm = z.input<typeof PasswordResetForm>;

/** Settings, changing the sign-in e-mail: the new address (Cognito e-mails it a code). */
export const SignInEmailForm = z.object({ email: NewEmail });
export type SignInEmailForm = z.input<typeof SignInEmailForm>;

/** Verifying the e-mail address: the code e-mailed to it. */
export const EmailVerificationForm = z.object({ code: EmailedCode });
export type EmailVerificationForm = z.input<typeof EmailVerificationForm>;

/** A code from an authenticator app (TOTP): six digits; spaces some apps show between groups are dropped. */
export const TotpCodeForm = z.object({
  code: z.string().check(
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, { error: messages.totpCodeInvalid }),
  ),
});
export type TotpCodeForm = z.input<typeof TotpCodeForm>;
