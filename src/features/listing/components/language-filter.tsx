import { IDIOMA_LABELS } from '@/features/listing/domain/active';
import { toggleIdioma } from '@/features/listing/domain/toggles';
import type { Filters, Idioma } from '@/features/listing/domain/types';
import { ToggleChip } from './toggle-chip';

const OPTIONS: readonly Idioma[] = ['eu', 'es'];

export interface LanguageFilterProps {
  idioma: Idioma | null;
  onChange: (update: (filters: Filters) => Filters) => void;
}

/**
 * 'En euskera' and 'En castellano' chips. One at a time (the URL's `idioma` holds one): pressing the
 * other replaces it, pressing the pressed one clears it.
 */
export function LanguageFilter({ idioma, onChange }: LanguageFilterProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {OPTIONS.map((option) => (
        <li key={option}>
          <ToggleChip pressed={idioma === option} onToggle={() => onChange((f) => toggleIdioma(f, option))}>
            {IDIOMA_LABELS[option]}
          </ToggleChip>
        </li>
      ))}
    </ul>
  );
}
