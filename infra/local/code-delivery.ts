export interface CodeDelivery {
  destination: string;
  code: string;
}

/** cognito-local "sends" e-mails by logging them; this picks the destination and code out of its log. */
export function deliveredCode(output: string): CodeDelivery | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const text = output.replace(/\u001b\[[0-9;]*m/g, '');
  const destination = /Destination:\s*(\S+)/.exec(text)?.[1];
  const code = /Code:\s*(\d+)/.exec(text)?.[1];
  return destination && code ? { destination, code } : null;
}
