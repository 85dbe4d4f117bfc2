import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';

export interface LandingEmptyProps {
  text: string;
  /** 'Limpiar filtros' (back to the page's preset), when there is something to clear. */
  onClear?: () => void;
  links?: ReadonlyArray<{ to: string; label: string }>;
}

const ALL_EVENTS_LINK = { to: '/', label: 'Ver todos los eventos' } as const;

export function LandingEmpty({ text, onClear, links = [ALL_EVENTS_LINK] }: LandingEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="text-lg font-bold text-gray-900">No se encontraron eventos</p>
      <p className="max-w-prose text-sm text-gray-700">
        {text} ¡Vuelve pronto: la agenda se actualiza cada día!
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {onClear && (
          <button type="button" onClick={onClear} className={buttonClasses('primary', 'md')}>
            Limpiar filtros
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
