/** A verification or reset code cognito-local "sent" (it has no e-mail; see cognito-local-process.ts). */
export interface CodeDelivery {
  destination: string;
  code: string;
}

/** The IPC messages the cognito-local process sends its parent, checked before use. */
export function isCodeDelivery(message: unknown): message is CodeDelivery {
  if (typeof message !== 'object' || message === null) return false;
  const { destination, code } = message as Record<string, unknown>;
  return typeof destination === 'string' && typeof code === 'string' && /^\d+$/.test(code);
}

/** The line the stack writes to the console and to the log for each delivered code. */
export const codeDeliveryLine = ({ destination, code }: CodeDelivery) =>
  `Verification code for ${destination}: ${code}`;
