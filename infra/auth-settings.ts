import { limits } from '@contract/limits';

/** User pool settings shared by the CDK Auth stack and the local cognito-local pool. */
export const userPoolSettings = {
  passwordMinLength: limits.passwordMin,
  requiredAttributes: ['email', 'given_name', 'family_name'],
  spaClientName: 'receipts-web',
  idTokenMinutes: limits.idTokenMinutes,
} as const;
