import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen } from '@testing-library/react';
import SignUpPage from '@/features/auth/sign-up-page';
import { expectInvalid } from './support/form-checks';
import { renderInSite } from './support/render';

/** The sign-up form's own messages, as contract/messages.ts words them; the sign-up itself is a journey. */
describe('the sign-up form', () => {
  it('says under the form that an account not verified in time is removed', async () => {
    await renderInSite(<SignUpPage />, { path: '/signup' });
    expect(
      screen.getByText(
        format(messages.unverifiedAccountsRemoved, { days: String(limits.unverifiedAccountDays) }),
      ),
    ).toBeTruthy();
  });

  it('shows the validation messages after a field is touched, not before', async () => {
    const { user } = await renderInSite(<SignUpPage />, { path: '/signup' });
    const firstName = screen.getByLabelText('First name');
    await user.click(firstName);
    expect(screen.queryByText(messages.firstNameRequired)).toBeNull();
    await user.click(screen.getByLabelText('Last name'));
    expect(await screen.findByText(messages.firstNameRequired)).toBeTruthy();
    expectInvalid(firstName, messages.firstNameRequired, { focused: false });

    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText(messages.emailInvalid)).toBeNull();
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expectInvalid(email, messages.emailInvalid, { focused: false });
  });
});
