import { importAgain } from '@/lib/import-again';

/**
 * The sign-in pages' schemas, loaded after their forms: a form draws and takes input before zod arrives,
 * and checks what was typed once it has (use-contract-form.ts).
 */
const authSchemas = () => importAgain(() => import('@contract/schemas/auth'));

export const loginSchema = async () => (await authSchemas()).LoginForm;
export const totpCodeSchema = async () => (await authSchemas()).TotpCodeForm;
export const signUpSchema = async () => (await authSchemas()).SignUpForm;
export const passwordResetRequestSchema = async () => (await authSchemas()).PasswordResetRequestForm;
export const passwordResetSchema = async () => (await authSchemas()).PasswordResetForm;
