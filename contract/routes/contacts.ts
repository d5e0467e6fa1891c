import { Empty, PageQuery, page } from '../schemas/common';
import {
  AddContactRequest,
  AddInnerCircleRequest,
  Contact,
  ContactIdParams,
  InnerCircleMember,
} from '../schemas/contacts';
import { type RouteDef, route } from './route-def';

/** The address book and the inner circle (at most 5) drawn from it. */
export const contactRoutes = {
  listContacts: route({
    method: 'GET',
    path: '/me/contacts',
    auth: 'user',
    handler: 'contacts',
    query: PageQuery,
    response: page(Contact),
  }),
  addContact: route({
    method: 'POST',
    path: '/me/contacts',
    auth: 'user',
    handler: 'contacts',
    body: AddContactRequest,
    response: Contact,
    status: 201,
  }),
  deleteContact: route({
    method: 'DELETE',
    path: '/me/contacts/{contactId}',
    auth: 'user',
    handler: 'contacts',
    params: ContactIdParams,
    response: Empty,
  }),
  listInnerCircle: route({
    method: 'GET',
    path: '/me/inner-circle',
    auth: 'user',
    handler: 'contacts',
    response: page(InnerCircleMember),
  }),
  addInnerCircleMember: route({
    method: 'POST',
    path: '/me/inner-circle',
    auth: 'user',
    handler: 'contacts',
    body: AddInnerCircleRequest,
    response: InnerCircleMember,
    status: 201,
  }),
  removeInnerCircleMember: route({
    method: 'DELETE',
    path: '/me/inner-circle/{contactId}',
    auth: 'user',
    handler: 'contacts',
    params: ContactIdParams,
    response: Empty,
  }),
} as const satisfies Record<string, RouteDef>;
