import { escapeHtml } from './html-escape';
import type { MailMessage } from './receipt-email';

/**
 * A contact-form message for the team: the visitor's words as they wrote them, replies going straight to
 * them (Reply-To), and their name in the subject so the inbox reads as a list of people. The fields are
 * already checked single-line (name, e-mail) by the contract, so nothing can add a header.
 */
export function contactEmail(
  form: { name: string; email: string; message: string },
  teamAddress: string,
  clientAddress: string,
): MailMessage {
  const footer = `Sent from the contact page by ${form.name} <${form.email}> (address ${clientAddress}).`;
  return {
    to: teamAddress,
    replyTo: form.email,
    subject: `Contact form: ${form.name}`,
    text: `${form.message}\n\n--\n${footer}`,
    html: [
      `<p style="white-space:pre-wrap">${escapeHtml(form.message)}</p>`,
      `<p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    headers: {},
  };
}
