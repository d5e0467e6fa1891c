import * as z from 'zod/mini';
import { goalTags } from '../enums';

/**
 * A goal tag's name. A home of its own rather than profile.ts: the receipts function's goal, follow-up and
 * reflection schemas need only this, and importing profile.ts built all of its schemas at load.
 */
export const GoalTagName = z.enum(goalTags as [string, ...string[]]);
