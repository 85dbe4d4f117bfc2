/** While the session and the moderator check are read. */
export function ModerationLoading() {
  return (
    <div className="mx-auto min-h-[50vh] max-w-6xl px-4 py-10" role="status" aria-live="polite">
      <span className="sr-only">Comprobando tu acceso…</span>
    </div>
  );
}
