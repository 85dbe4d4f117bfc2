import { LoadingStatus } from '@/components/ui/loading-status';

/** Placeholder while a city's articles load (they are a separate download). */
export const ArticlesLoading = () => <LoadingStatus label="Cargando artículos…" className="min-h-[32rem]" />;
