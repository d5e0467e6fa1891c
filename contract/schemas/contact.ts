import * as z from 'zod/mini';
import { emailPattern, limits } from '../limits';
import * as messages from '../messages';
import { maxChars, requiredText } from './text';

/** The contact page's form (`POST /contact-messages`): checked the same way in the browser and the handler. */
export const ContactMessageRequest = z.strictObject({
  name: requiredText(messages.contactFormNameRequired, [maxChars('Name', limits.fullNameMax)]),
  email: requiredText(messages.emailRequired, [
    z.maxLength(limits.emailMax, { error: messages.emailInvalid }),
    z.regex(emailPattern, { error: messages.emailInvalid }),
  ]),
  message: requiredText(
    messages.contactFormMessageRequired,
    [maxChars('Message', limits.contactMessageMax)],
    { multiline: true },
  ),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;

/** The message was handed to the mail service. */
export const ContactMessageSent = z.strictObject({ sent: z.literal(true) });
