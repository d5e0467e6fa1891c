import { limits } from '@contract/limits';
import { newPage, sharedBrowser } from '../support/browser';

/** The toasts (SPEC §9), shown by the landing footer's social icons while a network has no address. */
describe('toasts', () => {
  const browser = sharedBrowser();

  /**
   * The landing page in a page of its own whose timers wait for the test (Playwright's clock, paused): a
   * toast's 5 seconds are the test's to spend, not a starved machine's.
   */
  async function pausedLanding() {
    const paused = await newPage(browser());
    await paused.clock.install();
    await paused.goto('/');
    await paused.getByRole('heading', { level: 1, name: 'Receipts for who you really are' }).waitFor();
    await paused.clock.pauseAt(Date.now() + 1000);
    return paused;
  }

  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    const landing = await pausedLanding();
    const notifications = landing.getByRole('region', { name: 'Notifications' });
    const toasts = notifications.locator('.toast');

    await landing.getByRole('button', { name: 'Receipts on Instagram' }).click();
    await notifications.getByText('Receipts on Instagram is coming soon').waitFor();
    expect(await notifications.getByRole('status').count()).toBe(1);

    await landing.getByRole('button', { name: 'Receipts on LinkedIn' }).click();
    await notifications.getByText('Receipts on LinkedIn is coming soon').waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await notifications.getByText('Receipts on Instagram is coming soon').count()).toBe(0);

    // Dismissal closes it.
    await notifications.getByRole('button', { name: 'Dismiss notification' }).click();
    await toasts.first().waitFor({ state: 'detached' });

    // Its action runs: Contact opens the contact page.
    await landing.getByRole('button', { name: 'Receipts on X' }).click();
    await notifications.getByRole('button', { name: 'Contact' }).click();
    // React's page loading waits on timers too: time runs again once the toast has been used.
    await landing.clock.resume();
    await landing.waitForURL('**/contact');
    await landing.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    expect(await toasts.count()).toBe(0);
    await landing.context().close();
  });

  it('closes a toast by itself after 5 seconds, not sooner', async () => {
    const landing = await pausedLanding();
    const toasts = landing.getByRole('region', { name: 'Notifications' }).locator('.toast');
    await landing.getByRole('button', { name: 'Receipts on Facebook' }).click();
    await toasts.first().waitFor();
    await landing.mouse.move(0, 0);
    await landing.clock.runFor(limits.toastDurationMs - 1);
    expect(await toasts.count()).toBe(1);
    await landing.clock.runFor(1);
    await toasts.first().waitFor({ state: 'detached' });
    await landing.context().close();
  });
});
