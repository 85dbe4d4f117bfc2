import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { m } from '@/i18n/paraglide/messages.js';
import { eventsKeys } from '@/features/events';
import { figureTexts } from '../domain/import-source';
import { addSource, reviewSubmission, runSourceImport, setSourceEnabled } from './moderation-api';
import { moderationKeys } from './moderation-keys';

export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: (result) =>
      toast.success(
        result.status === 'approved' ? m.moderation_toast_approved() : m.moderation_toast_rejected(),
        { description: result.email_sent ? m.moderation_toast_emailed() : undefined },
      ),
    onError: (error) => toast.error(m.moderation_toast_decision_failed(), { description: error.message }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.history() }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]),
  });
}

/** Adds a source. A refusal is shown by the form itself, next to what was typed, so no toast repeats it. */
export function useAddSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSource,
    onSuccess: (source) =>
      toast.success(m.moderation_toast_source_added(), {
        description: m.moderation_toast_source_added_text({ name: source.name }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sourceList() }),
  });
}

export function useSetSourceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSourceEnabled,
    onSuccess: (_data, { enabled }) =>
      toast.success(enabled ? m.moderation_toast_source_enabled() : m.moderation_toast_source_paused(), {
        description: enabled ? undefined : m.moderation_toast_source_paused_text(),
      }),
    onError: (error) =>
      toast.error(m.moderation_toast_source_change_failed(), { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sourceList() }),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSourceImport,
    onSuccess: (result) => {
      if (result.ok)
        toast.success(m.moderation_toast_import_done({ name: result.name }), {
          description: figureTexts(result.figures).join(' · '),
        });
      else
        toast.error(m.moderation_toast_import_failed_named({ name: result.name }), {
          description: result.error,
        });
    },
    onError: (error) => toast.error(m.moderation_toast_import_failed(), { description: error.message }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.sources() }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]),
  });
}
