import { submissionsKeys } from '@/features/submissions';

export const moderationKeys = {
  all: ['moderation'] as const,
  pending: submissionsKeys.pending,
  history: () => [...moderationKeys.all, 'history'] as const,
  /** Import sources and their runs: invalidating this refreshes the list and every last run. */
  sources: () => [...moderationKeys.all, 'sources'] as const,
  sourceList: () => [...moderationKeys.sources(), 'list'] as const,
  lastRun: (sourceId: string) => [...moderationKeys.sources(), 'last-run', sourceId] as const,
};
