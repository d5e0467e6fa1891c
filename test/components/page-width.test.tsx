import { screen } from '@testing-library/react';
import { RootLayout } from '@/app/root-layout';
import { renderInSite } from './support/render';

/** The landing and the pages its footer links draw their own full-width bands; other pages sit in a column. */
describe("the page's width", () => {
  it.each(['/', '/pricing', '/blog', '/terms'])('%s is drawn full width', async (path) => {
    await renderInSite(<RootLayout />, { path });
    expect(screen.getByRole('main').className.split(' ')).toContain('main-full');
  });

  it.each(['/login', '/signup', '/pricing-plans'])('%s keeps the page column', async (path) => {
    await renderInSite(<RootLayout />, { path });
    expect(screen.getByRole('main').className.split(' ')).not.toContain('main-full');
  });
});
