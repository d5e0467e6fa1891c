import { contactFormRoutes } from '@contract/routes/contact-form';
import { envNames, requiredEnv } from '../config';
import { contactEmail } from '../domain/contact-email';
import { createApiHandler } from '../http/api-handler';
import { takeOrRefuse } from '../http/limit-refusal';
import { sendMail } from '../mail/transport';
import { addressSubject } from '../store/shared/account-limits';

/** The contact form: one e-mail to the team's inbox (the address book is contacts.ts). */
export const handler = createApiHandler('contact-form', contactFormRoutes, {
  /** Public, so limited per client address: the count is taken (one conditional write) before the e-mail. */
  sendContactMessage: async ({ body, clientAddress }) => {
    await takeOrRefuse('contactMessagesPerAddressPerHour', addressSubject(clientAddress), new Date());
    await sendMail(contactEmail(body, requiredEnv(envNames.teamAddress), clientAddress));
    return { sent: true };
  },
});
