/** Every query key of the settings page. */
export const settingsKeys = {
  blockedPeople: ['blocked-people'] as const,
};
