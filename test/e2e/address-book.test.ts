import { callApi } from '../support/api';
import { sharedPage } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { addContacts } from '../support/contacts';
import { uniqueUsername } from '../support/users';

describe('the address book tab lists and searches every contact', () => {
  const openPage = sharedPage(async (page) => {
    const owner = await asMember(await newcomerInBrowser(page, 'Mary', 'Jackson'));
    await callApi('PUT', '/me/profile', {
      token: owner.idToken,
      body: { username: owner.username, firstName: 'Mary', lastName: 'Jackson' },
    });
    await addContacts(owner.idToken, 60, uniqueUsername().slice(0, 12));
  });

  it('shows all 60 contacts and finds the 55th by name', async () => {
    const page = openPage();
    await page.goto('/profile-setup');
    await page.getByRole('tab', { name: /Address Book/ }).click();
    await page.getByRole('row', { name: /Contact 060/ }).waitFor();
    // One header row and 60 contacts.
    expect(await page.getByRole('row').count()).toBe(61);
    await page.getByLabel('Search contacts').fill('Contact 055');
    await page.getByRole('row', { name: /Contact 055/ }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
  });
});

describe('deleting a contact who is in the inner circle', () => {
  const openPage = sharedPage(async (page) => {
    const owner = await asMember(await newcomerInBrowser(page, 'Dorothy', 'Vaughan'));
    const contact = await callApi<{ id: string }>('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: uniqueUsername(), name: 'Circle Friend' },
    });
    await callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId: contact.body.id } });
  });

  it("takes them out of the circle's count at once, without a reload", async () => {
    const page = openPage();
    await page.goto('/profile-setup');
    await page.getByRole('tab', { name: /Address Book/ }).click();
    await page.getByRole('tab', { name: /Inner Circle 1\/5/ }).waitFor();
    await page.getByRole('button', { name: 'Delete Circle Friend' }).click();
    await page.getByRole('button', { name: 'Delete Contact' }).click();
    await page.getByRole('row', { name: /Circle Friend/ }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Inner Circle 0\/5/ }).waitFor();
  });
});
