import * as messages from '@contract/messages';
import { HttpResponse } from 'msw';
import { callApi } from '@/lib/api-client';
import { answer, server } from './support/api';
import { signInAs } from './support/session';

const messageOf = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: Error) => error.message,
  );

/** The API client's words for the three ways a call is not signed in (SPEC §9), told apart. */
describe('the API client, signed in or not', () => {
  it('says the session was refused when the API answers 401 to a signed-in call', async () => {
    signInAs();
    // What API Gateway's authorizer answers a token it refuses.
    server.use(answer('listContacts', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    expect(await messageOf(callApi('listContacts', {}))).toBe(messages.userNotAuthenticated);
  });

  it('says no one is signed in, in the words for reading the current user and for any other call', async () => {
    expect(await messageOf(callApi('getMe', {}))).toBe(messages.noUserCurrentlySignedIn);
    expect(await messageOf(callApi('listContacts', {}))).toBe(messages.noUserSignedIn);
  });
});
