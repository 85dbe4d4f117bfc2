import { seriesListDay, seriesSummary, type SubmissionSeries } from '../domain/submission-series';

/** A proposed series' rhythm and dates, or why its rule cannot be expanded. */
export function SeriesDates({ series }: { series: SubmissionSeries }) {
  if (series.problem !== null)
    return (
      <div className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Serie no válida: {series.problem}</p>
        <p>
          Regla enviada: <code>{series.rule}</code>
        </p>
      </div>
    );
  return (
    <div className="space-y-2 rounded-xl bg-gray-50 p-4 text-sm text-gray-800">
      <p className="font-semibold">{seriesSummary(series)}</p>
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
          Ver todas las fechas ({series.dates.length})
        </summary>
        <ul aria-label="Fechas de la serie" className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {series.dates.map((day) => (
            <li key={day}>{seriesListDay(day)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
