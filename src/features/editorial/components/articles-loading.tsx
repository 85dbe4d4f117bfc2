/** Placeholder while a city's articles load (they are a separate download). */
export function ArticlesLoading() {
  return (
    <div role="status" aria-live="polite" className="min-h-[32rem]">
      <span className="sr-only">Cargando artículos…</span>
    </div>
  );
}
