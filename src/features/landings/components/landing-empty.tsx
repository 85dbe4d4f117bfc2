import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { m } from '@/i18n/paraglide/messages.js';

export interface LandingEmptyProps {
  text: string;
  /** 'Limpiar filtros' (back to the page's preset), when there is something to clear. */
  onClear?: () => void;
  links?: ReadonlyArray<{ to: string; label: string }>;
}

export function LandingEmpty({
  text,
  onClear,
  links = [{ to: '/', label: m.landings_all_events() }],
}: LandingEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="text-lg font-bold text-gray-900">{m.landings_empty_title()}</p>
      <p className="max-w-prose text-sm text-gray-700">{m.landings_empty_text({ text })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onClear && (
          <button type="button" onClick={onClear} className={buttonClasses('primary', 'md')}>
            {m.landings_clear_filters()}
          </button>
        )}
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses('outline', 'md')}>
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
