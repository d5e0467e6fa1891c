import { z } from 'zod';
import { emotionalRegulations } from '../enums';
import { limits } from '../limits';
import { messages } from '../messages';
import { Id, IsoDate } from './common';

const ContactUsername = z
  .string({ error: messages.usernameRequired })
  .trim()
  .transform((u) => u.replace(/^@/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: messages.usernameRequired })
      .max(limits.usernameMax, { error: messages.usernameFormat }),
  );

export const Contact = z.object({
  id: Id,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  userId: Id.nullable(),
  verified: z.boolean(),
  shared: z.number().int(),
  tags: z.array(z.enum(emotionalRegulations)),
  createdAt: IsoDate,
});
export type Contact = z.infer<typeof Contact>;

export const AddContactRequest = z.strictObject({
  username: ContactUsername,
  name: z
    .string({ error: messages.contactNameRequired })
    .trim()
    .min(1, { error: messages.contactNameRequired })
    .max(limits.fullNameMax),
  email: z.union([z.literal(''), z.email({ error: messages.emailInvalid }).max(limits.emailMax)]).optional(),
  tags: z.array(z.enum(emotionalRegulations)).max(emotionalRegulations.length).optional(),
});
export type AddContactRequest = z.input<typeof AddContactRequest>;

export const InnerCircleMember = z.object({
  id: Id,
  name: z.string(),
  username: z.string(),
  userId: Id.nullable(),
  verified: z.boolean(),
  addedAt: IsoDate,
});
export type InnerCircleMember = z.infer<typeof InnerCircleMember>;

export const AddInnerCircleRequest = z.strictObject({ contactId: Id });
export const ContactIdParams = z.strictObject({ contactId: Id });
