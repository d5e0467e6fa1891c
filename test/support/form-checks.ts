import type { Locator } from 'playwright-core';

/**
 * The field is marked invalid and its description (aria-describedby) says `message`; after a submit the
 * first invalid field also gets focus (`focused`). Waits for the submit's validation to finish.
 */
export async function expectInvalidField(field: Locator, message: string, { focused = true } = {}) {
  const input = await field.elementHandle();
  await field
    .page()
    .waitForFunction(
      ([element, wantFocus]) =>
        element?.getAttribute('aria-invalid') === 'true' &&
        (!wantFocus || element === document.activeElement),
      [input, focused] as const,
    );
  const described = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  );
  expect(described).toContain(message);
}
