/** Fills `{name}` placeholders: `format(messages.errorLoadingReceipts, { message })` (the texts are in messages.ts). */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
