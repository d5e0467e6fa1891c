import { moderatorsGroup } from '@contract/enums';
import * as messages from '@contract/messages';
import type { Caller } from './caller';
import { forbidden } from './errors';

/** Moderators are the members of the Cognito group, as the verified ID token says: 403 for anyone else. */
export function requireModerator(caller: Caller) {
  if (!caller.groups.includes(moderatorsGroup)) throw forbidden(messages.moderatorsOnly);
}
