import { Suspense, use } from 'react';
import type { City } from '@/config/types';
import { loadCityContent } from '@/content/cities';
import type { Filters } from '@/features/filters/domain/types';
import { EditorialContent } from './editorial-content';

export interface EditorialBlockProps {
  city: City;
  now: Date;
  /** Applies a filter from a plan ('Ver planes de mañana') and shows the results. */
  onApply: (update: (filters: Filters) => Filters) => void;
}

function Loaded(props: EditorialBlockProps) {
  const content = use(loadCityContent(props.city.id));
  if (!content) return null;
  return <EditorialContent {...props} content={content} />;
}

/** The city's editorial text block, below the listing; its copy loads on demand. */
export function EditorialBlock(props: EditorialBlockProps) {
  return (
    <Suspense fallback={<div className="min-h-[40rem]" aria-hidden="true" />}>
      <Loaded {...props} />
    </Suspense>
  );
}
