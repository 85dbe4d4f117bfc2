import { useQuery } from '@tanstack/react-query';
import type { City } from '@/config/types';
import { loadCityContent } from '@/content/cities';
import type { Filters } from '@/features/listing';
import { EditorialContent } from './editorial-content';

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
  if (isPending) return <div className="min-h-[40rem]" aria-hidden="true" />;
  if (!content) return null;
  return <EditorialContent {...props} content={content} />;
}
