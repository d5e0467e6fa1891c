/**
 * The field is marked invalid and its description (aria-describedby) says `message`; after a submit the
 * first invalid field also has focus (`focused`). The component-test twin of test/support/form-checks.ts.
 */
export function expectInvalid(field: HTMLElement, message: string, { focused = true } = {}) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
  expect(described).toContain(message);
  if (focused) expect(document.activeElement).toBe(field);
}
