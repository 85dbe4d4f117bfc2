/** One key root for the feature, general → specific (kept apart so the app shell can use it cheaply). */
export const trackingKeys = {
  all: ['tracking'] as const,
  viewCount: (path: string, eventId: string | null) =>
    [...trackingKeys.all, 'view-count', path, eventId] as const,
};
