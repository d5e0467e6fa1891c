import { z } from 'zod';
import { emailPattern, limits, usernamePattern } from '../limits';
import { messages } from '../messages';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const Email = required(messages.emailRequired).pipe(
  z
    .string()
    .max(limits.emailMax, { error: messages.emailInvalid })
    .regex(emailPattern, { error: messages.emailInvalid }),
);

/** The sign-up form (SPEC §5). `confirmPassword` and `acceptTerms` stay in the browser. */
export const SignUpForm = z
  .object({
    firstName: required(messages.firstNameRequired).pipe(z.string().max(limits.nameMax)),
    lastName: required(messages.lastNameRequired).pipe(z.string().max(limits.nameMax)),
    username: required(messages.usernameRequired).pipe(
      z.string().regex(usernamePattern, { error: messages.usernameFormat }),
    ),
    email: Email,
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, { error: messages.passwordRequired })
      .min(limits.passwordMin, { error: messages.passwordTooShort }),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, { error: messages.termsRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.input<typeof SignUpForm>;

export const LoginForm = z.object({
  email: required(messages.emailRequired),
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }),
});
export type LoginForm = z.input<typeof LoginForm>;
