import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { selfServiceRefusal } from '@contract/recent-sign-in';
import { siteConfigPath } from '@contract/site-paths';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { EmailVerify } from '@/features/profile-setup/components/email-verify';
import { PasskeysSection } from '@/features/settings/components/passkeys-section';
import { server, siteConfig } from './support/api';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const stepUpText = format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes });

/** Cognito's user pool endpoint answering `action` as it answers a refresh's access token, counting calls. */
function cognitoRefusing(action: string) {
  const calls: string[] = [];
  server.use(
    http.get(siteConfigPath, () => HttpResponse.json({ ...siteConfig, passkeys: true })),
    http.post(`https://cognito-idp.${siteConfig.region}.amazonaws.com/`, ({ request }) => {
      const target = request.headers.get('x-amz-target') ?? '';
      calls.push(target);
      return target.endsWith(`.${action}`)
        ? HttpResponse.json(
            { __type: selfServiceRefusal.name, message: selfServiceRefusal.message },
            { status: 400, headers: { 'x-amzn-errortype': selfServiceRefusal.name } },
          )
        : HttpResponse.json({ __type: 'InternalErrorException', message: 'unexpected' }, { status: 500 });
    }),
  );
  return calls;
}

/**
 * Long after signing in, the member's access token is a refresh's, which Cognito refuses for its own
 * self-service calls (contract/recent-sign-in.ts). The site meets that refusal with its step-up notice, not
 * with a failure: sign in again and come back.
 */
describe("Cognito's refusal of a refresh's token, met by the step-up", () => {
  it('asks to sign in again to see the passkeys, and shows no failure', async () => {
    const calls = cognitoRefusing('ListWebAuthnCredentials');
    signInAs();
    await renderInSite(<PasskeysSection />, { path: '/app/settings' });
    expect(await screen.findByText(stepUpText)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.stepUpSignIn })).toBeTruthy();
    expect(screen.queryByText(messages.passkeysLoadFailed)).toBeNull();
    expect(calls.some((target) => target.endsWith('.ListWebAuthnCredentials'))).toBe(true);
  });

  it('asks to sign in again to send the verification code, and shows no failure', async () => {
    cognitoRefusing('GetUserAttributeVerificationCode');
    signInAs({ ...{ userId: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'King' } });
    const { user } = await renderInSite(<EmailVerify email="ada@example.com" verified={false} />, {
      path: '/profile-setup',
    });
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText(stepUpText)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(messages.failedToSendVerificationEmail)).toBeNull());
  });
});
