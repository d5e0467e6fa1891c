/** Every query key of the moderation page. */
export const moderationKeys = {
  openReports: ['open-reports'] as const,
};
