import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { City } from '@/config/types';
import { loadCityContent } from '@/content/cities';
import type { Filters } from '@/features/listing';

const EditorialContent = lazy(() => import('./editorial-content'));
const PLACEHOLDER = <div className="min-h-[40rem]" aria-hidden="true" />;

export interface EditorialBlockProps {
  city: City;
  now: Date;
  /** Applies a filter from a plan ('Ver planes de mañana') and shows the results. */
  onApply: (update: (filters: Filters) => Filters) => void;
}

/** The city's editorial text block, below the listing; its copy (a small chunk per city) loads on demand. */
export function EditorialBlock(props: EditorialBlockProps) {
  const { data: content, isPending } = useQuery({
    queryKey: ['content', 'city', props.city.id],
    queryFn: () => loadCityContent(props.city.id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (isPending) return PLACEHOLDER;
  if (!content) return null;
  return (
    <Suspense fallback={PLACEHOLDER}>
      <EditorialContent {...props} content={content} />
    </Suspense>
  );
}
