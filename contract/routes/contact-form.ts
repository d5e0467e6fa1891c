import { ContactMessageRequest, ContactMessageSent } from '../schemas/contact';
import { type RouteDef, route } from './route-def';

/** The contact form: a message to the team (not the address book, which is `contacts`). */
export const contactFormRoutes = {
  sendContactMessage: route({
    method: 'POST',
    path: '/contact-messages',
    auth: 'public',
    publicBecause: 'visitors write to the team from the contact page, signed in or not',
    handler: 'contact-form',
    body: ContactMessageRequest,
    response: ContactMessageSent,
  }),
} as const satisfies Record<string, RouteDef>;
