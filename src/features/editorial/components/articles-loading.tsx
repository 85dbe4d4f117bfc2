import { LoadingStatus } from '@/components/ui/loading-status';
import { m } from '@/i18n/paraglide/messages.js';

/** Placeholder while a city's articles load (they are a separate download). */
export const ArticlesLoading = () => (
  <LoadingStatus label={m.editorial_loading()} className="min-h-[32rem]" />
);
