import type { ReactNode } from 'react';

/** One numbered section of the terms, with its own heading (for the index and screen readers). */
export function TermsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <div className="space-y-3 leading-relaxed text-gray-800 [&_li]:ml-5 [&_li]:list-disc">{children}</div>
    </section>
  );
}
