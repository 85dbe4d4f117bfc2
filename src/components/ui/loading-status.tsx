/** An empty box keeping a page's room while it loads; screen readers hear `label`. */
export function LoadingStatus({ label, className }: { label: string; className: string }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
    </div>
  );
}
