import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { DeleteAccountSection } from '@/features/settings/components/delete-account-section';
import { answer, apiError, server } from './support/api';
import { meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { member, signInAs } from './support/session';

const stepUpText = format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes });
const username = 'grace_hopper';

async function openDeletion() {
  const view = await renderInSite(<DeleteAccountSection />, { path: '/app/settings' });
  const start = await screen.findByRole('button', { name: messages.deleteAccount });
  await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
  await view.user.click(start);
  return view;
}

/** "Delete account" needs a recent sign-in: the site asks first, and meets the API's own refusal the same way. */
describe('deleting the account, after a recent sign-in', () => {
  beforeEach(() => server.use(answer('getMe', () => meOf(member, username))));

  it('offers to sign in again when the last sign-in is too old, before asking for the username', async () => {
    signInAs({ ...member, signedInAt: Math.floor(Date.now() / 1000) - (limits.stepUpMinutes + 1) * 60 });
    await openDeletion();
    expect(await screen.findByText(stepUpText)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.stepUpSignIn })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to sign in again when the API refuses for want of a recent sign-in', async () => {
    signInAs();
    let calls = 0;
    server.use(
      answer('deleteAccount', () => {
        calls++;
        return apiError(401, errorCodes.recentSignInNeeded, stepUpText);
      }),
    );
    const { user } = await openDeletion();
    const dialog = await screen.findByRole('dialog', { name: messages.deleteAccount });
    await user.type(
      screen.getByLabelText(format(messages.deleteAccountConfirmLabel, { username })),
      username,
    );
    await user.click(
      screen.getAllByRole('button', { name: messages.deleteAccount }).find((b) => dialog.contains(b))!,
    );
    expect(await screen.findByText(stepUpText)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.stepUpSignIn })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toBe(1);
  });
});
