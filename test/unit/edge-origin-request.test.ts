import { edgeSecretHeader, viewerAddressHeader } from '@contract/edge-headers';
import { apiPathPrefix } from '@contract/site-paths';
import { envNames } from '../../functions/config';
import {
  type DeployValue,
  functionEnvironmentValue,
  localDeployValues,
} from '../../infra/local/deploy-values';
import type { FunctionRequest } from '../../infra/local/edge/cloudfront-function';
import { type EdgeDistribution, edgeDistribution } from '../../infra/local/edge/distribution';
import { type EdgeOrigin, throughEdge } from '../../infra/local/edge/edge';
import type { Templates } from '../../infra/local/iam/intrinsics';
import { synthesizeLocalTemplates } from '../../infra/local/iam/role-policies';

/**
 * What the local edge adds to the requests it sends an origin, read from the synthesized distribution: the
 * CloudFront headers of the behaviour's origin request policy and the origin's custom headers, the edge
 * secret's dynamic reference resolved to the value the API's functions are given.
 */
let templates: Templates;
let deployed: DeployValue;
let distribution: EdgeDistribution;

beforeAll(() => {
  templates = synthesizeLocalTemplates();
  deployed = localDeployValues(templates, { table: 'table', bucket: 'bucket', userPoolId: 'pool' });
  distribution = edgeDistribution(templates, deployed);
}, 120_000);

const viewerAddress = viewerAddressHeader.toLowerCase();

/** The request each origin was sent, by the behaviour's path pattern. */
async function sent(uri: string, headers: Record<string, string> = {}, ip = '203.0.113.7') {
  let request: FunctionRequest | undefined;
  const origin: EdgeOrigin = async (_, r) => {
    request = r;
    return { status: 200, headers: {}, body: '' };
  };
  await throughEdge(distribution, { method: 'GET', uri, headers, viewer: { ip, port: 51000 } }, origin);
  if (!request) throw new Error('No origin was asked');
  return Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.value]));
}

describe("the local edge's origin requests, from the synthesized distribution", () => {
  it("sends the API the viewer's address and port, as CloudFront-Viewer-Address, an IPv6 address unbracketed", async () => {
    expect((await sent(`${apiPathPrefix}/me`))[viewerAddress]).toBe('203.0.113.7:51000');
    expect((await sent(`${apiPathPrefix}/me`, {}, '2001:db8::7'))[viewerAddress]).toBe('2001:db8::7:51000');
  });

  it("sends the API the stage's edge secret, the very value the API's functions are given", async () => {
    const secret = functionEnvironmentValue(templates, envNames.edgeSecret, deployed);
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect((await sent(`${apiPathPrefix}/me`))[edgeSecretHeader]).toBe(secret);
  });

  it("sets both over a viewer's own headers of those names", async () => {
    const forged = await sent(`${apiPathPrefix}/me`, {
      [viewerAddressHeader]: '198.51.100.1:1',
      [edgeSecretHeader]: 'guessed',
    });
    expect(forged[viewerAddress]).toBe('203.0.113.7:51000');
    expect(forged[edgeSecretHeader]).toBe(functionEnvironmentValue(templates, envNames.edgeSecret, deployed));
  });

  it('sends neither to the site, the media or the link previews', async () => {
    for (const uri of ['/', '/app/settings', '/u/ada', '/profilePhotos/x.webp']) {
      const headers = await sent(uri);
      expect([uri, headers[viewerAddress], headers[edgeSecretHeader]]).toEqual([uri, undefined, undefined]);
    }
  });

  it('follows the template: without the policy and the origin header, the API gets neither', async () => {
    const api = distribution.behaviors.find((b) => b.pathPattern === `${apiPathPrefix}/*`)!;
    expect(api.originRequest.cloudFrontHeaders).toEqual([viewerAddress]);
    const bare: EdgeDistribution = {
      ...distribution,
      behaviors: distribution.behaviors.map((b) =>
        b === api ? { ...b, originRequest: { cloudFrontHeaders: [], customHeaders: {} } } : b,
      ),
    };
    let request: FunctionRequest | undefined;
    await throughEdge(
      bare,
      { method: 'GET', uri: `${apiPathPrefix}/me`, viewer: { ip: '203.0.113.7', port: 1 } },
      async (_, r) => {
        request = r;
        return { status: 200, headers: {}, body: '' };
      },
    );
    expect(Object.keys(request?.headers ?? {})).not.toContain(viewerAddress);
  });
});
