import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Where a ceremony claims to run; a test changes one to be refused. */
export interface Ceremony {
  origin: string;
  rpId: string;
}

/**
 * A passkey in the test process: what a browser and its authenticator send Cognito for registration
 * (`attestation: none`) and sign-in, signed with a P-256 key, for tests of the shim's ceremony checks.
 * `counter` is the signature counter the next assertion carries; `userVerified` whether the authenticator says
 * it verified the user (the UV flag: a PIN or a fingerprint), not only their presence (UP).
 */
export class SoftPasskey {
  readonly id = b64url(randomBytes(16));
  counter = 0;
  userVerified = true;
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  /** The RegistrationResponseJSON for Cognito's `CredentialCreationOptions`. */
  create(options: { challenge: string }, at: Ceremony) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    const idBytes = Buffer.from(this.id, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(idBytes.length);
    const authData = Buffer.concat([
      this.authData(at.rpId, 0x40 | this.presenceFlags()),
      Buffer.alloc(16),
      length,
      idBytes,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, at),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The AuthenticationResponseJSON for Cognito's `CREDENTIAL_REQUEST_OPTIONS`, as a string. */
  get(options: { challenge: string }, at: Ceremony): string {
    const authData = this.authData(at.rpId, this.presenceFlags());
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, at);
    const signer = createSign('sha256');
    signer.update(Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]));
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signer.sign(this.keys.privateKey)),
      },
    });
  }

  /** UP (0x01), and UV (0x04) when the user was verified. */
  private presenceFlags(): number {
    return this.userVerified ? 0x05 : 0x01;
  }

  private authData(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string, at: Ceremony): string {
    return b64url(JSON.stringify({ type, challenge, origin: at.origin, crossOrigin: false }));
  }
}
