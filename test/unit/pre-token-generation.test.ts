import { selfServiceScope } from '@contract/recent-sign-in';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { handler } from '../../functions/events/pre-token-generation';

const event = (triggerSource: string) =>
  ({
    version: '2',
    triggerSource,
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'member',
    callerContext: { awsSdkVersion: 'x', clientId: 'client' },
    request: { userAttributes: {}, groupConfiguration: {}, scopes: [selfServiceScope] },
    response: { claimsAndScopeOverrideDetails: {} },
  }) as unknown as PreTokenGenerationV2TriggerEvent;

describe('the pre token generation trigger', () => {
  it("takes the self-service scope out of a refresh's access token, and nothing else", async () => {
    const answer = await handler(event('TokenGeneration_RefreshTokens'));
    expect(answer.response.claimsAndScopeOverrideDetails).toEqual({
      accessTokenGeneration: { scopesToSuppress: [selfServiceScope] },
    });
  });

  it.each([
    'TokenGeneration_Authentication',
    'TokenGeneration_HostedAuth',
    'TokenGeneration_NewPasswordChallenge',
    'TokenGeneration_AuthenticateDevice',
  ])('leaves a sign-in (%s) its tokens as Cognito makes them', async (source) => {
    const answer = await handler(event(source));
    expect(answer.response.claimsAndScopeOverrideDetails).toEqual({});
  });
});
