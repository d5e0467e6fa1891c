/** The demo video's length as the landing page describes it, in its three spellings. */
const demoVideoMinutes = 2;
export const demoVideoLength = {
  long: `${demoVideoMinutes} minutes`, // "Receipts in 2 minutes"
  adjective: `${demoVideoMinutes}-minute`, // "a 2-minute tour"
  short: `${demoVideoMinutes} min`, // "Watch Demo (2 min)"
} as const;
