import * as z from 'zod/mini';
import { emailPattern, limits } from '../limits';
import { messages } from '../messages';
import { maxChars, userText } from './text';

/** The contact page's form (`POST /contact-messages`): checked the same way in the browser and the handler. */
export const ContactMessageRequest = z.strictObject({
  name: z
    .string({ error: messages.contactFormNameRequired })
    .check(
      ...userText(),
      z.minLength(1, { error: messages.contactFormNameRequired }),
      maxChars('Name', limits.fullNameMax),
    ),
  email: z
    .string({ error: messages.emailRequired })
    .check(
      ...userText(),
      z.minLength(1, { error: messages.emailRequired }),
      z.maxLength(limits.emailMax, { error: messages.emailInvalid }),
      z.regex(emailPattern, { error: messages.emailInvalid }),
    ),
  message: z
    .string({ error: messages.contactFormMessageRequired })
    .check(
      ...userText({ multiline: true }),
      z.minLength(1, { error: messages.contactFormMessageRequired }),
      maxChars('Message', limits.contactMessageMax),
    ),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;

/** The message was handed to the mail service. */
export const ContactMessageSent = z.strictObject({ sent: z.literal(true) });
