import { randomUUID } from 'node:crypto';
import { edgeSecretHeader, viewerAddressHeader } from '@contract/edge-headers';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { apiPathPrefix } from '@contract/site-paths';
import { freshAddress, type RawAnswer, requestFrom } from '../support/from-address';
import { itInOneWindow } from '../support/limit-window';
import { contactMailsFrom } from '../support/mail';
import { describeWith, testStack } from '../support/stack';

/**
 * The client's address behind the edge: the local edge adds `CloudFront-Viewer-Address` and the edge secret
 * as the synthesized distribution says, and the API counts and names each viewer on its own; a request
 * that reaches the gateway itself is refused (403) whatever header it forges, before anything is counted.
 */
const limit = accountLimits.contactMessagesPerAddressPerHour;

/** The site's address on loopback (a request from another loopback address cannot reach `localhost`'s ::1). */
const throughEdge = (path: string) => {
  const url = new URL(`${apiPathPrefix}${path}`, testStack().siteUrl);
  url.hostname = '127.0.0.1';
  return url.toString();
};
const atGateway = (path: string) => new URL(path, testStack().apiUrl).toString();

const visitor = () => `viewer-${randomUUID().slice(0, 8)}@example.com`;

/** A contact message sent from `address` to `url`, with `headers` besides its content type. */
const contact = (url: string, address: string, email: string, headers: Record<string, string> = {}) =>
  requestFrom(address, url, {
    method: 'POST',
    body: JSON.stringify({ name: 'Viewer', email, message: 'Hello' }),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The address the contact e-mail from `email` names (quoted-printable's soft breaks undone). */
const namedAddress = (email: string) => {
  const [mail] = contactMailsFrom(email);
  return /\(address ([^)]+)\)/.exec(mail?.text.replace(/=\r?\n/g, '') ?? '')?.[1];
};

const statuses = (answers: RawAnswer[]) => answers.map((a) => a.status).sort();
const countedOnce = [...Array.from({ length: limit.max }, () => 200), 429];

describeWith('readLocalMail')("the viewer's own address", () => {
  it("names the viewer's address in the contact e-mail, not the edge's, over a viewer's own header", async () => {
    const address = freshAddress();
    const email = visitor();
    const forged = { [viewerAddressHeader]: '198.51.100.9:443', [edgeSecretHeader]: 'guessed' };
    expect((await contact(throughEdge('/contact-messages'), address, email, forged)).status).toBe(200);
    expect(namedAddress(email)).toBe(address);
  });

  itInOneWindow('contactMessagesPerAddressPerHour')(
    'counts each viewer behind the edge on its own: one refused at the limit, another still served',
    async () => {
      const first = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: limit.max + 1 }, () =>
          contact(throughEdge('/contact-messages'), first, visitor()),
        ),
      );
      expect(statuses(answers)).toEqual(countedOnce);
      const email = visitor();
      const second = freshAddress();
      expect((await contact(throughEdge('/contact-messages'), second, email)).status).toBe(200);
      expect(namedAddress(email)).toBe(second);
    },
  );

  itInOneWindow('contactMessagesPerAddressPerHour')(
    "refuses the gateway's own address without the edge secret or with a guessed one: nothing sent or counted",
    async () => {
      const connection = freshAddress();
      const refusal = { error: { code: errorCodes.notThroughEdge, message: messages.notThroughEdge } };
      // Each claims another viewer, with and without a guessed secret: all refused before any work.
      const emails = Array.from({ length: limit.max + 1 }, visitor);
      const answers = await Promise.all(
        emails.map((email, i) =>
          contact(atGateway('/contact-messages'), connection, email, {
            [viewerAddressHeader]: `${freshAddress()}:443`,
            ...(i % 2 ? { [edgeSecretHeader]: i % 4 === 1 ? 'guessed' : '' } : {}),
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(403);
        expect(JSON.parse(answer.text)).toEqual(refusal);
      }
      expect(emails.flatMap((email) => contactMailsFrom(email))).toEqual([]);
      // The connection's count was not touched: through the edge it still has the whole limit.
      const through = await Promise.all(
        Array.from({ length: limit.max + 1 }, () =>
          contact(throughEdge('/contact-messages'), connection, visitor()),
        ),
      );
      expect(statuses(through)).toEqual(countedOnce);
    },
  );
});
