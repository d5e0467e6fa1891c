import { screen, within } from '@testing-library/react';
import LandingPage from '@/features/landing/landing-page';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The landing page's first call to action follows the auth state (SPEC §2). */
describe("the landing page's hero", () => {
  const hero = async () => {
    const heading = await screen.findByRole('heading', { level: 1, name: 'Receipts for who you really are' });
    return heading.closest('section') as HTMLElement;
  };

  it('asks a visitor to create a profile', async () => {
    await renderInSite(<LandingPage />);
    expect(within(await hero()).getByRole('link', { name: 'Create Your Profile' })).toBeTruthy();
  });

  it('hides "Create Your Profile" from a signed-in member, who is offered to give a receipt', async () => {
    signInAs();
    await renderInSite(<LandingPage />);
    expect(await within(await hero()).findByRole('link', { name: 'Give a Receipt' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Your Profile' })).toBeNull();
  });
});
