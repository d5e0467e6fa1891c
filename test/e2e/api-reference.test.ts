import { sharedPage } from '../support/browser';

describe('API reference page', () => {
  const openPage = sharedPage();

  it('shows every route of the API document, who may call it and what it answers', async () => {
    const page = openPage();
    await page.goto('/developers/api');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    const getMe = page.getByRole('region', { name: 'GET /me', exact: true });
    await getMe.waitFor();
    expect(await getMe.textContent()).toContain('Cognito ID token (Bearer)');
    const check = page.getByRole('region', { name: 'GET /usernames/{username}/availability' });
    expect(await check.textContent()).toContain('Public');
    expect(await check.textContent()).toContain('isAvailable');
    expect(await page.getByRole('link', { name: 'openapi.json', exact: true }).getAttribute('href')).toMatch(
      /\/openapi\.json$/,
    );
  });

  it('has a table of contents, renders descriptions without backticks, and one shared errors section', async () => {
    const page = openPage();
    await page.goto('/developers/api');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'GET /me', exact: true }).click();
    await page.waitForURL(/#getMe$/);
    await contents.getByRole('link', { name: 'Errors' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('`');
    // Inline code is code: `cursor` in the summary, `Retry-After` in the errors.
    await page.locator('.api-summary code', { hasText: 'cursor' }).waitFor();
    const errors = page.getByRole('region', { name: 'Errors' });
    await errors.locator('code', { hasText: 'Retry-After' }).first().waitFor();
    // Each status once for the whole API; a route names only which it gives, linking there.
    expect(await errors.locator('dt').allTextContents()).toEqual(
      [...new Set(await errors.locator('dt').allTextContents())].sort(),
    );
    expect(await page.getByText('The caller may not use this resource.').count()).toBe(1);
    const getMe = page.getByRole('region', { name: 'GET /me', exact: true });
    expect(await getMe.getByRole('link', { name: '401' }).getAttribute('href')).toBe('#error-401');
  });

  it('wraps the paths on a phone only after a slash or hyphen, never inside a word', async () => {
    const page = openPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/developers/api');
    await page.getByRole('navigation', { name: 'Contents' }).waitFor();
    // Each line a path's code takes: its text, from the characters' boxes.
    const lines = await page.locator('.api-contents code, .api-operation h3 code').evaluateAll((codes) =>
      codes.map((code) => {
        const found: { top: number; text: string }[] = [];
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i += 1) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            const line = found.at(-1);
            if (line && Math.abs(box.top - line.top) < box.height / 2) line.text += text[i];
            else found.push({ top: box.top, text: text[i] ?? '' });
          }
        }
        return found.map((line) => line.text);
      }),
    );
    const wrapped = lines.filter((pathLines) => pathLines.length > 1);
    expect(wrapped.length).toBeGreaterThan(0);
    for (const pathLines of wrapped) {
      for (const line of pathLines.slice(0, -1))
        expect(`${line} in ${pathLines.join('')}`).toMatch(/[/-] in /);
    }
  });
});
