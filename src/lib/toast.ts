import type { ExternalToast } from 'sonner';

/**
 * Sonner (some 11 kB gzip) is imported at the first toast or when the app's Toaster mounts, whichever
 * comes first; toasts made before its Toaster subscribes are kept and shown then, so none is lost.
 */
const show =
  (kind?: 'success' | 'error') =>
  (message: string, data?: ExternalToast): void => {
    import('sonner').then(
      ({ toast }) => (kind ? toast[kind](message, data) : toast(message, data)),
      // The chunk could not be fetched (offline): there is nothing to show the message with.
      () => {},
    );
  };

/** The subset of sonner's `toast` the app uses, with the same signatures. */
export const toast = Object.assign(show(), { success: show('success'), error: show('error') });
