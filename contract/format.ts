/** The `{name}` placeholders of a message, as a union of their names (never for a string of unknown text). */
export type PlaceholdersOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/**
 * Fills a message's placeholders: `format(messages.errorLoadingReceipts, { message })`. The values must name
 * exactly the message's placeholders, checked when it compiles (the messages are literal types).
 */
export function format<Template extends string>(
  template: Template,
  values: Record<PlaceholdersOf<Template>, string | number>,
): string {
  const byName = values as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in byName ? String(byName[key]) : whole,
  );
}
