import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { eventsKeys } from '@/features/events';
import { formatFigures } from '../domain/import-source';
import { addSource, runSourceImport, setSourceEnabled } from './import-sources';
import { moderationKeys } from './moderation-keys';

export const TOGGLE_ERROR_TITLE = 'No se pudo cambiar la fuente';
export const RUN_ERROR_TITLE = 'No se pudo importar la fuente';

/**
 * Adds a source; the list is read again. A refusal is shown by the form itself (next to what the
 * moderator typed, which it keeps), so no toast repeats it.
 */
export function useAddSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...moderationKeys.sources(), 'add'],
    mutationFn: addSource,
    onSuccess: (source) => {
      toast.success('Fuente añadida', {
        description: `«${source.name}» se importará cada hora mientras esté activa.`,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sourceList() }),
  });
}

/** Pauses or activates a source; the list is read again either way. */
export function useSetSourceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...moderationKeys.sources(), 'enabled'],
    mutationFn: setSourceEnabled,
    onSuccess: (_data, { enabled }) => {
      toast.success(enabled ? 'Fuente activada' : 'Fuente pausada', {
        description: enabled ? undefined : 'La importación de cada hora la saltará hasta que la actives.',
      });
    },
    onError: (error) => toast.error(TOGGLE_ERROR_TITLE, { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sourceList() }),
  });
}

/**
 * 'Importar ahora': runs one source and tells its figures, or why it failed. Afterwards the sources'
 * runs are read again, and so are the listing (new or changed events) and the queue (an untrusted
 * source's new events wait there).
 */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...moderationKeys.sources(), 'run'],
    mutationFn: runSourceImport,
    onSuccess: (result) => {
      if (result.ok)
        toast.success(`Importación de «${result.name}» terminada`, {
          description: formatFigures(result.figures),
        });
      else toast.error(`No se pudo importar «${result.name}»`, { description: result.error });
    },
    onError: (error) => toast.error(RUN_ERROR_TITLE, { description: error.message }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.sources() }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]);
    },
  });
}
