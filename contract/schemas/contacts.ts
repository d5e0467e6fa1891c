import * as z from 'zod/mini';
import { emotionalRegulations } from '../enums';
import { limits } from '../limits';
import * as messages from '../messages';
import { Id, IsoDate } from './common';
import { maxChars, requiredText, userText } from './text';

/** A leading @ is stripped and the name lower-cased before it is checked. */
export const stripAt = z.overwrite((u: string) => u.trim().replace(/^@/, '').toLowerCase());

const ContactUsername = z
  .string({ error: messages.usernameRequired })
  .check(
    ...userText({ identifier: true }),
    stripAt,
    z.minLength(1, { error: messages.usernameRequired }),
    z.maxLength(limits.usernameMax, { error: messages.usernameFormat }),
  );

const ContactTag = z.enum(emotionalRegulations);

export const Contact = z.object({
  id: Id,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  userId: z.nullable(Id),
  verified: z.boolean(),
  shared: z.number(),
  tags: z.array(ContactTag),
  createdAt: IsoDate,
});
export type Contact = z.infer<typeof Contact>;

export const AddContactRequest = z.strictObject({
  username: ContactUsername,
  name: requiredText(messages.contactNameRequired, [maxChars('Full name', limits.fullNameMax)]),
  email: z.optional(
    z.union([
      z.literal(''),
      z
        .email({ error: messages.emailInvalid })
        .check(z.maxLength(limits.emailMax, { error: messages.emailInvalid })),
    ]),
  ),
  tags: z.optional(z.array(ContactTag).check(z.maxLength(emotionalRegulations.length))),
});
export type AddContactRequest = z.input<typeof AddContactRequest>;

export const InnerCircleMember = z.object({
  id: Id,
  name: z.string(),
  username: z.string(),
  userId: z.nullable(Id),
  verified: z.boolean(),
  addedAt: IsoDate,
});
export type InnerCircleMember = z.infer<typeof InnerCircleMember>;

export const AddInnerCircleRequest = z.strictObject({ contactId: Id });
export const ContactIdParams = z.strictObject({ contactId: Id });
