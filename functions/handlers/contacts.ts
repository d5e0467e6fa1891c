import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { contactRoutes } from '@contract/routes/contacts';
import type { Contact } from '@contract/schemas/contacts';
import { ulid } from 'ulid';
import { createApiHandler } from '../http/api-handler';
import { conflict, notFound, profileRequired } from '../http/errors';
import { limitReached } from '../http/limit-refusal';
import {
  addContact,
  type ContactItem,
  deleteContact,
  getContact,
  listContacts,
} from '../store/members/contacts';
import { addCircleMember, listCircleMembers, removeCircleMember } from '../store/members/inner-circle';
import { findProfileByUsername, getProfiles } from '../store/members/user-directory';
import { sentCounts } from '../store/profiles/counters';
import { getProfile } from '../store/profiles/profiles';
import { limitOf, memberSubject, reachedLimit } from '../store/shared/account-limits';

/** Verified and shared counts are derived on read from the contact's own profile and the receipt counters. */
async function withDerivedFields(userId: string, contacts: ContactItem[]): Promise<Contact[]> {
  const linked = contacts.map((c) => c.userId).filter((id): id is string => Boolean(id));
  const [profiles, shared] = await Promise.all([getProfiles(linked), sentCounts(userId, linked)]);
  return contacts.map((c) => ({
    ...c,
    verified: c.userId ? (profiles.get(c.userId)?.verificationStatus.email ?? false) : false,
    shared: c.userId ? (shared.get(c.userId) ?? 0) : 0,
  }));
}

export const handler = createApiHandler('contacts', contactRoutes, {
  listContacts: async ({ caller, query }) => {
    const page = await listContacts(caller.userId, query.cursor, query.limit ?? limits.pageSizeMax);
    return { items: await withDerivedFields(caller.userId, page.items), cursor: page.cursor };
  },

  addContact: async ({ caller, body }) => {
    const now = new Date();
    // An account at its limit is refused before the lookup.
    const limit = limitOf('contactsPerDay');
    const reached = limit && (await reachedLimit([{ limit, subject: memberSubject(caller.userId) }], now));
    if (reached) throw limitReached(reached, now);
    const user = await findProfileByUsername(body.username);
    // Only an e-mail the owner typed: a linked user's own e-mail never leaves the server.
    const email = (body.email ?? '').toLowerCase();
    const contact: ContactItem = {
      id: ulid(),
      name: body.name,
      username: body.username,
      email,
      userId: user?.userId ?? null,
      tags: [...new Set(body.tags ?? [])],
      createdAt: now.toISOString(),
    };
    const outcome = await addContact(caller.userId, contact, now);
    if (outcome === 'noProfile') throw profileRequired();
    if (outcome === 'exists') throw conflict(messages.contactExists);
    if (outcome !== 'added') throw limitReached(outcome, now);
    const [created] = await withDerivedFields(caller.userId, [contact]);
    return created!;
  },

  deleteContact: async ({ caller, params }) => {
    if (!(await deleteContact(caller.userId, params.contactId))) throw notFound(messages.addressBookNotFound);
    return {};
  },

  listInnerCircle: async ({ caller }) => {
    const members = await listCircleMembers(caller.userId);
    const profiles = await getProfiles(
      members.map((m) => m.userId).filter((id): id is string => Boolean(id)),
    );
    const items = members.map((m) => ({
      ...m,
      verified: m.userId ? (profiles.get(m.userId)?.verificationStatus.email ?? false) : false,
    }));
    return { items, cursor: null };
  },

  addInnerCircleMember: async ({ caller, body }) => {
    const contact = await getContact(caller.userId, body.contactId);
    if (!contact)
      throw (await getProfile(caller.userId)) ? notFound(messages.addressBookNotFound) : profileRequired();
    const member = {
      id: contact.id,
      name: contact.name,
      username: contact.username,
      userId: contact.userId,
      addedAt: new Date().toISOString(),
    };
    const outcome = await addCircleMember(caller.userId, member);
    if (outcome === 'duplicate') throw conflict(messages.contactInCircle);
    // The counter lives on the profile: without one, the "full" condition fails too.
    if (outcome === 'full')
      throw (await getProfile(caller.userId)) ? conflict(messages.circleLimit) : profileRequired();
    if (outcome === 'noContact') throw notFound(messages.addressBookNotFound);
    const profile = contact.userId ? await getProfile(contact.userId) : null;
    return { ...member, verified: profile?.verificationStatus.email ?? false };
  },

  removeInnerCircleMember: async ({ caller, params }) => {
    if (!(await removeCircleMember(caller.userId, params.contactId))) throw notFound(messages.circleNotFound);
    return {};
  },
});
