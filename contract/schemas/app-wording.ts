import * as z from 'zod/mini';
import * as messages from '../messages';

/**
 * Where a schema names no message of its own, a refused value says "Invalid request" instead of zod's
 * default English ("Invalid input: expected string, received undefined", "Unrecognized key: …"), which
 * names types and internals. Imported once wherever values are checked (the API's handlers, the site's
 * forms); a message a schema sets itself still wins.
 */
z.config({ customError: () => messages.invalidRequest });
