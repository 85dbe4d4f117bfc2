import { toggleHorario } from '@/features/listing/domain/toggles';
import type { Filters, Horario } from '@/features/listing/domain/types';
import { ToggleChip } from './toggle-chip';

const SLOTS: ReadonlyArray<{ key: keyof Horario; label: string; hint: string }> = [
  { key: 'manana', label: 'Mañana', hint: '6:00–12:00' },
  { key: 'tarde', label: 'Tarde', hint: '15:00–20:00' },
  { key: 'noche', label: 'Noche', hint: 'desde las 20:00' },
];

export interface TimeOfDayFilterProps {
  horario: Horario;
  onChange: (update: (filters: Filters) => Filters) => void;
}

/** Morning, afternoon and night chips; each toggles on its own and several can be on together. */
export function TimeOfDayFilter({ horario, onChange }: TimeOfDayFilterProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {SLOTS.map((slot) => (
        <li key={slot.key}>
          <ToggleChip
            pressed={horario[slot.key]}
            onToggle={() => onChange((f) => toggleHorario(f, slot.key))}
            title={slot.hint}
          >
            {slot.label}
          </ToggleChip>
        </li>
      ))}
    </ul>
  );
}
