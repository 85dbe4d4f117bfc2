import { useId, type PropsWithChildren } from 'react';

type Props = PropsWithChildren<{ title: string; intro?: string }>;

export function FormSection({ title, intro, children }: Props) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm md:p-6"
    >
      <div className="space-y-1">
        <h2 id={titleId} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-gray-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
