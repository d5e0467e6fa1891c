import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { refuseTakenEmail } from './cognito-email-aliases';
import { LocalPasskeys } from './cognito-passkeys';
import { keepSignInTime, refreshTokenOf } from './cognito-refresh';
import {
  type PreTokenTrigger,
  scopesSuppressedOnRefresh,
  selfServiceScopeRefusal,
} from './cognito-token-trigger';
import { listenOnLoopback, type Service } from './service';

/** A request's fields, or null when its body is not a JSON object (the shim answers 400, not a crash). */
function requestOf(body: Buffer): Record<string, unknown> | null {
  try {
    const input: unknown = JSON.parse(body.toString('utf8') || '{}');
    return input && typeof input === 'object' ? (input as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Sits in front of an emulated Cognito (`upstream`: cognito-local, or LocalStack's endpoint) and answers what
 * it lacks: Amplify v6 refreshes tokens with `GetTokensFromRefreshToken`, which neither implements, so that
 * call is turned into the equivalent `InitiateAuth` with `REFRESH_TOKEN_AUTH`. Everything else passes
 * through unchanged. Without it a session ends when its ID token does (60 minutes). A refresh's tokens keep
 * the sign-in's `auth_time`, as Cognito's do (cognito-refresh.ts).
 *
 * With `allowOrigin` (the local site), a browser request from any other origin is refused: cognito-local
 * answers every origin and runs its admin actions without credentials, so any web page open on this machine
 * could otherwise list the members and set their passwords. The allowed origin's header is not passed on
 * (cognito-local-process.ts refuses whatever carries one, so only this shim reaches it).
 *
 * With `passkeysDir` too (cognito-local's directory), the shim answers Cognito's WebAuthn calls itself, for
 * the allowed origin as relying party (cognito-passkeys.ts), and refuses a new sign-in e-mail another member
 * already has, as Cognito does (cognito-email-aliases.ts).
 *
 * As Cognito, it refuses a self-service call whose access token lacks the self-service scope, and with
 * `preTokenGeneration` (the pool's trigger, run in-process) a refresh's access token loses the scopes that
 * trigger suppresses (cognito-token-trigger.ts).
 */
export async function startCognitoShim(
  port: number,
  upstream: string,
  allowOrigin?: string,
  passkeysDir?: string,
  preTokenGeneration?: PreTokenTrigger,
): Promise<Service> {
  const target = new URL(upstream);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const callUpstream = async (action: string, input: Record<string, unknown>) => {
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(input),
    });
    return { status: answer.status, body: await answer.json() };
  };
  const passkeys =
    allowOrigin && passkeysDir ? new LocalPasskeys(passkeysDir, allowOrigin, callUpstream) : null;
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (allowOrigin && origin !== undefined && origin !== allowOrigin) {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'This origin may not call the local Cognito' }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    const action = String(headers['x-amz-target'] ?? '');
    const input = requestOf(body);
    const operation = action.split('.').pop() ?? '';
    const answerHere = async () => {
      // Every API call (named by its target); cognito-local's other paths (its JWKS) are GETs without one.
      const refused = action ? selfServiceScopeRefusal(input, passkeysDir !== undefined) : null;
      if (refused) return refused;
      if (!input || !passkeys || !passkeysDir) return null;
      if (operation === 'UpdateUserAttributes') return refuseTakenEmail(passkeysDir, input, callUpstream);
      return passkeys.answer(operation, input, String(req.headers['user-agent'] ?? ''));
    };
    const answered = await answerHere().catch((error: unknown) => ({
      status: 500,
      body: { __type: 'InternalErrorException', message: String(error) },
    }));
    if (answered) {
      res.writeHead(answered.status, {
        'content-type': 'application/x-amz-json-1.1',
        ...(answered.status === 200
          ? {}
          : { 'x-amzn-errortype': (answered.body as { __type: string }).__type }),
        ...(allowOrigin && origin !== undefined ? { 'access-control-allow-origin': allowOrigin } : {}),
      });
      res.end(JSON.stringify(answered.body));
      return;
    }
    if (action.endsWith('.GetTokensFromRefreshToken')) {
      if (!input) {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'InvalidParameterException', message: 'The request is not JSON' }));
        return;
      }
      headers['x-amz-target'] = action.replace('GetTokensFromRefreshToken', 'InitiateAuth');
      body = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        }),
      );
    }
    const refreshToken = input ? refreshTokenOf(input) : null;
    headers['content-length'] = String(body.length);
    headers.host = target.host;
    if (allowOrigin) delete headers.origin;
    const forwarded = request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      async (answer) => {
        const answerHeaders = { ...answer.headers };
        if (allowOrigin && origin !== undefined) answerHeaders['access-control-allow-origin'] = allowOrigin;
        if (!refreshToken || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        for await (const part of answer) parts.push(part as Buffer);
        const refreshed = requestOf(Buffer.concat(parts));
        const accessToken = (refreshed?.AuthenticationResult as Record<string, unknown> | undefined)
          ?.AccessToken;
        let suppressed: string[];
        try {
          suppressed =
            preTokenGeneration && typeof accessToken === 'string'
              ? await scopesSuppressedOnRefresh(preTokenGeneration, accessToken)
              : [];
        } catch (error) {
          // As Cognito answers a trigger that failed: no tokens.
          res.writeHead(400, { ...answerHeaders, 'content-type': 'application/x-amz-json-1.1' });
          res.end(JSON.stringify({ __type: 'UnexpectedLambdaException', message: String(error) }));
          return;
        }
        const kept = Buffer.from(JSON.stringify(keepSignInTime(refreshed, refreshToken, suppressed)));
        delete answerHeaders['transfer-encoding'];
        res.writeHead(200, { ...answerHeaders, 'content-length': String(kept.length) });
        res.end(kept);
      },
    );
    forwarded.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The Cognito emulator is not answering' }));
    });
    forwarded.end(body);
  });
  return listenOnLoopback(server, port);
}
