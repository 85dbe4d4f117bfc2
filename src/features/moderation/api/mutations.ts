import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { eventsKeys } from '@/features/events';
import { figureTexts } from '../domain/import-source';
import { addSource, reviewSubmission, runSourceImport, setSourceEnabled } from './moderation-api';
import { moderationKeys } from './moderation-keys';

export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: (result) =>
      toast.success(result.status === 'approved' ? 'Evento aprobado y publicado' : 'Propuesta rechazada', {
        description: result.email_sent ? 'Hemos avisado por email a quien lo propuso.' : undefined,
      }),
    onError: (error) => toast.error('No se pudo guardar la decisión', { description: error.message }),
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
      toast.success('Fuente añadida', {
        description: `«${source.name}» se importará cada hora mientras esté activa.`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sourceList() }),
  });
}

export function useSetSourceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSourceEnabled,
    onSuccess: (_data, { enabled }) =>
      toast.success(enabled ? 'Fuente activada' : 'Fuente pausada', {
        description: enabled ? undefined : 'La importación de cada hora la saltará hasta que la actives.',
      }),
    onError: (error) => toast.error('No se pudo cambiar la fuente', { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sourceList() }),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSourceImport,
    onSuccess: (result) => {
      if (result.ok)
        toast.success(`Importación de «${result.name}» terminada`, {
          description: figureTexts(result.figures).join(' · '),
        });
      else toast.error(`No se pudo importar «${result.name}»`, { description: result.error });
    },
    onError: (error) => toast.error('No se pudo importar la fuente', { description: error.message }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.sources() }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]),
  });
}
