import * as messages from '@contract/messages';
import { screen, within } from '@testing-library/react';
import LandingPage from '@/features/landing/landing-page';
import { renderInSite } from './support/render';

/** The landing shows what the product really draws, and no figures it cannot back. */
describe("the landing page's honest sections", () => {
  it('shows its testimonials as sample Receipts in the receipt card, said to be samples', async () => {
    const { container } = await renderInSite(<LandingPage />);
    const section = await screen.findByRole('region', { name: messages.sampleReceiptsTitle });
    expect(within(section).getByText(messages.sampleReceiptsNote)).toBeTruthy();
    const cards = within(section).getAllByRole('figure', { name: messages.sampleReceiptLabel });
    expect(cards).toHaveLength(3);
    for (const [card, giver, quote] of [
      [cards[0], messages.sampleHealthGiver, messages.sampleHealthQuote],
      [cards[1], messages.samplePlayGiver, messages.samplePlayQuote],
      [cards[2], messages.sampleRelationshipsGiver, messages.sampleRelationshipsQuote],
    ] as const) {
      expect(within(card as HTMLElement).getByText(giver)).toBeTruthy();
      expect(within(card as HTMLElement).getByText(quote)).toBeTruthy();
    }
    // The one card face, as the hero's: no second design of quotes and captions.
    expect(section.querySelectorAll('.receipt-face')).toHaveLength(3);
    expect(section.querySelectorAll('blockquote, figcaption')).toHaveLength(0);
    expect(container.querySelectorAll('.receipt-face')).toHaveLength(4);
  });

  it('draws no band of figures that count features', async () => {
    await renderInSite(<LandingPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Receipts in numbers' })).toBeNull();
    expect(screen.queryByText('Privacy Control')).toBeNull();
    expect(screen.queryByText('100%')).toBeNull();
  });

  it('says the product is free in its call to action, keeping the trial and no card', async () => {
    await renderInSite(<LandingPage />);
    const cta = await screen.findByRole('region', { name: 'Start collecting Receipts today' });
    expect(cta.textContent).toContain(
      `Free to use, starting with a ${messages.freeTrialText}. ${messages.noCreditCardText}.`,
    );
    expect(within(cta).getByRole('link', { name: messages.startFreeTrial }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});
