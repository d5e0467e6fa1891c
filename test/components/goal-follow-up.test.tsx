import * as messages from '@contract/messages';
import type { FollowUpAnswer } from '@contract/schemas/follow-ups';
import { screen, within } from '@testing-library/react';
import { GoalFollowUpPanel } from '@/features/goals/components/goal-follow-up';
import { answer, server } from './support/api';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const at = '2026-01-05T09:00:00.000Z';
const receipt = (n: number, intent: string) => ({
  receiptId: `01JRECEIPT000000000000000${n}`,
  intent,
  category: 'Work',
  createdAt: at,
});
const followUp = {
  id: '01JFOLLOWUP0000000000000001',
  goal: 'Public Speaking',
  question: 'Have you noticed a change in how I speak in meetings?',
  createdAt: at,
  before: [receipt(1, 'Empathy'), receipt(2, 'Growth'), receipt(3, 'Empathy')],
  answers: [
    { id: '01JANSWER00000000000000001', change: 'yes', text: 'Much clearer', giverName: 'Ned Named' },
    { id: '01JANSWER00000000000000002', change: 'no', text: 'Not yet', giverName: 'Someone' },
  ].map(
    (a): FollowUpAnswer => ({
      ...a,
      change: a.change as FollowUpAnswer['change'],
      anonymous: a.giverName === 'Someone',
      answeredAt: at,
    }),
  ),
};

/** "Did I change?": the latest follow-up as one before/after card, its answers led by coloured chips. */
describe("a goal's follow-up", () => {
  beforeEach(() => {
    signInAs();
    server.use(answer('listGoalFollowUps', () => ({ items: [followUp], cursor: null })));
  });

  it('shows what receipts said as chips, each intent once with its count', async () => {
    await renderInSite(<GoalFollowUpPanel goal="Public Speaking" onWall={false} />, { path: '/app/goals' });
    const before = await screen.findByRole('region', { name: messages.followUpBeforeTitle });
    const chips = within(before).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Empathy2', 'Growth']);
    expect(chips.every((chip) => chip.classList.contains('chip'))).toBe(true);
  });

  it('leads each answer with its change as a chip of its own colour', async () => {
    await renderInSite(<GoalFollowUpPanel goal="Public Speaking" onWall={false} />, { path: '/app/goals' });
    const after = await screen.findByRole('region', { name: messages.followUpAfterTitle });
    const changes = within(after)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild);
    expect(changes.map((chip) => [chip?.textContent, chip?.className])).toEqual([
      [messages.followUpChangeYes, 'badge follow-up-change follow-up-change-yes'],
      [messages.followUpChangeNo, 'badge follow-up-change follow-up-change-no'],
    ]);
    expect(within(after).getByText('Much clearer')).toBeTruthy();
    expect(within(after).getByText('— Ned Named')).toBeTruthy();
  });
});
