import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import { helpfulTips } from '@contract/helpful-tips';
import * as messages from '@contract/messages';
import type { HelpfulTotals as Totals } from '@contract/schemas/helpful-marks';
import { CreateReceiptRequest } from '@contract/schemas/receipts';
import { screen, waitFor, within } from '@testing-library/react';
import { HelpfulMarksControl } from '@/components/receipts/helpful-marks-control';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { HelpfulTotals } from '@/features/hub/components/helpful-totals';
import { answer, apiError, type ParsedBodyOf, server } from './support/api';
import { meOf, receiptFrom } from './support/fixtures';
import { renderInSite } from './support/render';
import { member, signInAs } from './support/session';

const sent = receiptFrom(
  CreateReceiptRequest.parse({
    clientRequestId: 'helpful-marks-0001',
    recipientId: '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    receiptText: 'You named the risk before anyone else did.',
  }),
);
/** The same receipt as its recipient reads it: anonymous, marked kind already. */
const received = {
  ...sent,
  type: 'received' as const,
  anonymous: true,
  senderId: 'anonymous',
  senderName: 'Anonymous',
  marks: ['kind' as const],
};

const group = () => screen.getByRole('group', { name: messages.helpfulMarksLegend });

describe('marking a received receipt helpful', () => {
  let saved: ParsedBodyOf<'markReceiptHelpful'>[];
  beforeEach(() => {
    saved = [];
    signInAs();
  });

  it('shows the marks already given, saves all of them on each tick, and says who sees what', async () => {
    server.use(
      answer('markReceiptHelpful', ({ body }) => {
        saved.push(body);
        return { ...received, marks: body.marks };
      }),
    );
    const { user } = await renderInSite(<HelpfulMarksControl receipt={received} />);
    const box = (name: string) => within(group()).getByRole('checkbox', { name });
    expect(
      [box('Specific'), box('Actionable'), box('Kind')].map((b) => (b as HTMLInputElement).checked),
    ).toEqual([false, false, true]);
    // An anonymous giver is not named, and the threshold is said.
    expect(group().textContent).toContain(
      format(messages.helpfulMarksPrivacy, { giver: messages.helpfulMarksAnonymousGiver, people: 5 }),
    );

    await user.click(box('Specific'));
    await waitFor(() => expect(saved).toEqual([{ marks: ['specific', 'kind'] }]));
    await user.click(box('Kind'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ marks: ['specific'] });
    expect((box('Kind') as HTMLInputElement).checked).toBe(false);
  });

  it('puts the box back and says why when the marks were not saved', async () => {
    server.use(
      answer('markReceiptHelpful', () => apiError(404, errorCodes.notFound, messages.receiptNotFound)),
    );
    const { user } = await renderInSite(<HelpfulMarksControl receipt={received} />);
    const actionable = within(group()).getByRole('checkbox', { name: 'Actionable' }) as HTMLInputElement;
    await user.click(actionable);
    expect(await screen.findByText(messages.receiptNotFound)).toBeTruthy();
    expect(actionable.checked).toBe(false);
  });

  it('saves quick ticks one at a time, the latest last', async () => {
    let release = () => {};
    server.use(
      answer('markReceiptHelpful', async ({ body }) => {
        saved.push(body);
        if (saved.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return { ...received, marks: body.marks };
      }),
    );
    const { user } = await renderInSite(<HelpfulMarksControl receipt={received} />);
    const box = (name: string) => within(group()).getByRole('checkbox', { name }) as HTMLInputElement;
    await user.click(box('Specific'));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(box('Actionable'));
    await user.click(box('Kind'));
    // The first save is still on its way: nothing else was sent, and the boxes show the ticks.
    expect(saved).toHaveLength(1);
    expect([box('Specific'), box('Actionable'), box('Kind')].map((b) => b.checked)).toEqual([
      true,
      true,
      false,
    ]);
    release();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([{ marks: ['specific', 'kind'] }, { marks: ['specific', 'actionable'] }]);
  });

  it('asks an unverified member to verify their address instead of showing the boxes', async () => {
    signInAs({ ...member, emailVerified: false });
    await renderInSite(<HelpfulMarksControl receipt={received} />);
    expect(within(group()).getByText(messages.verifyEmailToMark, { exact: false })).toBeTruthy();
    expect(within(group()).queryByRole('checkbox')).toBeNull();
  });

  it('says why when the API refuses marks from an unverified address', async () => {
    server.use(
      answer('markReceiptHelpful', () =>
        apiError(403, errorCodes.emailNotVerified, messages.verifyEmailToMark),
      ),
    );
    const { user } = await renderInSite(<HelpfulMarksControl receipt={received} />);
    const specific = within(group()).getByRole('checkbox', { name: 'Specific' }) as HTMLInputElement;
    await user.click(specific);
    expect(await screen.findByText(messages.verifyEmailToMark)).toBeTruthy();
    expect(specific.checked).toBe(false);
  });

  it('is in the dialog of a received receipt, never of a sent one', async () => {
    const dialog = await renderInSite(<ReceiptDetailDialog receipt={sent} onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('group', { name: messages.helpfulMarksLegend })).toBeNull();
    dialog.unmount();

    server.use(answer('getReflection', () => apiError(404, errorCodes.notFound, messages.receiptNotFound)));
    await renderInSite(<ReceiptDetailDialog receipt={received} onClose={() => {}} />);
    expect(await screen.findByRole('group', { name: messages.helpfulMarksLegend })).toBeTruthy();
  });
});

describe('a giver’s helpful-mark totals', () => {
  const withTotals = (totals: Totals, sentCount = 7) =>
    server.use(
      answer('getMe', () => {
        const me = meOf();
        me.counters.sent = sentCount;
        return me;
      }),
      answer('getHelpfulTotals', () => totals),
    );
  const panel = () => screen.findByRole('region', { name: messages.helpfulTotalsTitle });
  beforeEach(() => signInAs());

  it('below the threshold: explains when totals appear, with no figure and no tip', async () => {
    withTotals({ shown: false });
    await renderInSite(<HelpfulTotals />);
    const region = await panel();
    expect(await within(region).findByText(/once 5 different people have marked yours/)).toBeTruthy();
    expect(within(region).queryByRole('term')).toBeNull();
    expect(region.textContent).not.toContain(messages.helpfulTotalsTip);
  });

  it('at the threshold: the totals of each mark and one tip', async () => {
    withTotals({ shown: true, receipts: 9, specific: 6, actionable: 1, kind: 3, tip: 'actionable' });
    await renderInSite(<HelpfulTotals />);
    const region = await panel();
    expect(
      await within(region).findByText(format(messages.helpfulTotalsAcross, { receipts: 9 })),
    ).toBeTruthy();
    const figures = within(region)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Specific 6', 'Actionable 1', 'Kind 3']);
    expect(region.textContent).toContain(helpfulTips.actionable);
    for (const other of ['specific', 'kind', 'keepGoing'] as const)
      expect(region.textContent).not.toContain(helpfulTips[other]);
  });

  it('is not shown, nor asked for, for a member who has given no receipt', async () => {
    let meRead = false;
    let totalsAsked = false;
    server.use(
      answer('getMe', () => {
        meRead = true;
        return meOf();
      }),
      answer('getHelpfulTotals', () => {
        totalsAsked = true;
        return { shown: false };
      }),
    );
    await renderInSite(<HelpfulTotals />);
    await waitFor(() => expect(meRead).toBe(true));
    expect(screen.queryByRole('region', { name: messages.helpfulTotalsTitle })).toBeNull();
    expect(totalsAsked).toBe(false);
  });
});
