import * as messages from '@contract/messages';
import { sharedBrowser, sharedPage } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';
import { testStack } from '../support/stack';

describe('the /app layout', () => {
  let member: TestMember;
  const browser = sharedBrowser();
  const openPage = sharedPage(async () => {
    member = await createMember('Octavia', 'Butler');
  }, browser);

  it('sends a signed-out visitor of /app to /login', async () => {
    const page = openPage();
    await page.goto('/app/dashboard');
    await page.waitForURL('**/login');
  });

  it('shows the initials and username, a page per link of the navigation, and real settings', async () => {
    const page = openPage();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: messages.signIn }).click();
    // Back where they were going: the protected page that sent them to log in.
    await page.waitForURL('**/app/dashboard');

    await page.goto('/app');
    await page.waitForURL('**/app/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Your account' });
    await sidebar.getByText(`@${member.username}`).waitFor();
    expect(await sidebar.locator('.app-sidebar-initial').textContent()).toBe('OB');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const growth = page.getByRole('navigation', { name: 'Growth views' });
    for (const [links, name, path, heading] of [
      [growth, 'Goals', '/app/goals', 'Goals'],
      [nav, 'Home', '/receipts-hub', /^Receipts Hub/],
      [page.getByRole('navigation', { name: 'Home views' }), 'Timeline', '/app/receipts', 'Receipts'],
      [nav, 'Settings', '/app/settings', 'Settings'],
      [nav, 'Growth', '/app/dashboard', 'Dashboard'],
    ] as const) {
      await links.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
  });

  it('saves sharing choices from settings at once, and they hold after a reload', async () => {
    const page = openPage();
    await page.goto('/app/settings');
    await page.getByRole('region', { name: 'Account' }).getByText(member.email).waitFor();
    const privacy = page.getByRole('region', { name: 'Privacy and sharing' });
    const bio = privacy.getByRole('switch', { name: 'Share bio' });
    expect(await bio.getAttribute('aria-checked')).toBe('true');
    const saved = page.waitForResponse((r) => r.url().endsWith('/me/sharing-settings') && r.ok());
    await bio.click();
    await saved;
    const work = privacy.getByRole('checkbox', { name: /Work/ });
    const savedCategory = page.waitForResponse((r) => r.url().endsWith('/me/profile') && r.ok());
    // Not uncheck(): it reads the box in the same instant as its click, before the optimistic update
    // (applied after react-query's first await) has drawn.
    await work.click();
    await privacy.getByRole('checkbox', { name: /Work/, checked: false }).waitFor();
    await savedCategory;
    await page.reload();
    await privacy.getByRole('switch', { name: 'Share bio' }).waitFor();
    expect(await privacy.getByRole('switch', { name: 'Share bio' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await privacy.getByRole('checkbox', { name: /Work/ }).isChecked()).toBe(false);
  });

  it('says goodbye in a toast after Sign Out', async () => {
    const page = openPage();
    await page.getByRole('button', { name: messages.signOut }).click();
    await page.waitForURL('**/login');
    await page.getByRole('region', { name: 'Notifications' }).getByText('Signed out').waitFor();
  });

  it('keeps a long name whole on a phone and every place in sight in the bottom bar', async () => {
    const long = await createMember('Bartholomew-Maximilian', 'Vanderbilt-Featherstonehaugh');
    const context = await browser().newContext({
      baseURL: testStack().siteUrl,
      viewport: { width: 390, height: 844 },
    });
    const phone = await context.newPage();
    await logInInBrowser(phone, long);
    await phone.goto('/app/dashboard');
    const sidebar = phone.getByRole('complementary', { name: 'Your account' });
    const name = sidebar.locator('.app-sidebar-name');
    await name.waitFor();
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await sidebar.getByRole('link').count()).toBe(0);
    const links = phone.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['Home', 'Give', 'Growth', 'Profile', 'Settings']);
    for (let i = 0; i < (await links.count()); i++) {
      const box = await links.nth(i).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await context.close();
  });
});
