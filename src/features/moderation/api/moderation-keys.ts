import { submissionsKeys } from '@/features/submissions';

export const moderationKeys = {
  pending: submissionsKeys.pending,
  history: () => ['moderation', 'history'] as const,
  /** Import sources and their runs: invalidating this refreshes the list and every last run. */
  sources: () => ['moderation', 'sources'] as const,
  sourceList: () => [...moderationKeys.sources(), 'list'] as const,
  lastRun: (sourceId: string) => [...moderationKeys.sources(), 'last-run', sourceId] as const,
};
