/** One key root for the moderation feature, general → specific. */
export const moderationKeys = {
  all: ['moderation'] as const,
  access: (userId: string | null) => [...moderationKeys.all, 'is-moderator', userId ?? 'anon'] as const,
  pending: () => [...moderationKeys.all, 'pending'] as const,
  history: () => [...moderationKeys.all, 'history'] as const,
};
