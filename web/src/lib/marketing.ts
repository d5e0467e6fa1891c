/**
 * The landing page's claims (SPEC §1 and §9), shared by the landing and the pricing page.
 * Belongs in contract/ next to `limits` once that folder is free to edit.
 */
export const landingClaims = {
  growthCategories: '15+',
  goalTags: '80+',
  privacyControl: '100%',
  lifeContexts: '4',
  freeTrialDays: 14,
} as const;

/** "14-day free trial", "No credit card required": said the same way wherever it is said. */
export const freeTrialText = `${landingClaims.freeTrialDays}-day free trial`;
export const noCreditCardText = 'No credit card required';

/** The demo video's length as the landing page describes it, in its three spellings. */
const demoVideoMinutes = 2;
export const demoVideoLength = {
  long: `${demoVideoMinutes} minutes`, // "Receipts in 2 minutes"
  adjective: `${demoVideoMinutes}-minute`, // "a 2-minute tour"
  short: `${demoVideoMinutes} min`, // "Watch Demo (2 min)"
} as const;
