import { siteConfigPath } from '@contract/site-paths';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SiteFooter } from '@/components/site-footer';
import { server, siteConfig } from './support/api';
import { renderInSite } from './support/render';

/** The landing footer's social icons, by the stage's config (`-c socialUrls=…` on a deployed stage). */
describe('landing footer social icons', () => {
  it("go to the addresses in the stage's config; a network without one says it is coming soon", async () => {
    const instagram = 'https://www.instagram.com/receipts.example';
    server.use(
      http.get(siteConfigPath, () => HttpResponse.json({ ...siteConfig, socialUrls: { instagram } })),
    );
    const { user } = await renderInSite(<SiteFooter />);
    const link = await screen.findByRole('link', { name: 'Receipts on Instagram' });
    expect(link.getAttribute('href')).toBe(instagram);

    await user.click(screen.getByRole('button', { name: 'Receipts on LinkedIn' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Receipts on LinkedIn is coming soon')).toBeTruthy();
  });
});
