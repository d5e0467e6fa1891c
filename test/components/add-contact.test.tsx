import * as messages from '@contract/messages';
import type { ResponseOf } from '@contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { AddressBookTab } from '@/features/profile-setup/components/address-book-tab';
import { answer, server } from './support/api';
import { emptyPage } from './support/fixtures';
import { expectInvalid } from './support/form-checks';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

type Contact = ResponseOf<'addContact'>;

/** Profile setup's Add New Contact dialog: its fields' messages, then the contact in the table. */
describe('adding a contact', () => {
  let contacts: Contact[];

  beforeEach(() => {
    contacts = [];
    signInAs();
    server.use(
      answer('listContacts', () => ({ items: contacts, cursor: null })),
      answer('listInnerCircle', () => emptyPage),
      // The username field suggests members as it is typed: none here.
      answer('searchUsers', () => emptyPage),
      answer('addContact', ({ body }) => {
        const contact: Contact = {
          id: '01JCONTACT0000000000000001',
          name: body.name,
          username: body.username,
          email: body.email ?? '',
          userId: null,
          verified: false,
          shared: 0,
          tags: body.tags ?? [],
          createdAt: '2026-03-04T12:00:00.000Z',
        };
        contacts.push(contact);
        return contact;
      }),
    );
  });

  it('says under each field what Add Contact still needs, with the contract messages', async () => {
    const { user } = await renderInSite(<AddressBookTab onBack={() => {}} onNext={() => {}} />, {
      path: '/profile-setup',
    });
    await user.type(screen.getByLabelText('Search contacts'), 'Someone New');
    await user.click(screen.getByRole('button', { name: 'Add New Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Contact' });
    const add = within(dialog).getByRole('button', { name: 'Add Contact' });
    await user.click(add);
    const username = within(dialog).getByLabelText('Username');
    await waitFor(() => expectInvalid(username, messages.usernameRequired));

    await user.type(username, '@someone_new');
    await user.click(add);
    const name = within(dialog).getByLabelText('Full name');
    await waitFor(() => expectInvalid(name, messages.contactNameRequired));

    await user.type(name, 'Someone New');
    await user.click(add);
    const row = await screen.findByRole('row', { name: /Someone New/ });
    expect(row.textContent).toContain('@someone_new');
    expect(contacts).toMatchObject([{ username: 'someone_new', name: 'Someone New' }]);
  });
});
