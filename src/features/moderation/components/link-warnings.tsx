import type { LinkWarning } from '../domain/link-warnings';

/** The submission's look-alike links, above its preview so they are read before approving. */
export function LinkWarnings({ warnings }: { warnings: LinkWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Avisos sobre los enlaces"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      {warnings.map((w) => (
        <div key={w.host} className="space-y-1">
          <p className="font-semibold">{w.message}</p>
          <p>
            Aparece en: {w.places.join(', ')}. Dirección real: <code>{w.host}</code>
          </p>
        </div>
      ))}
    </div>
  );
}
