/** A titled block of plain text ('Cómo llegar', 'Recomendaciones cerca'); nothing when empty. */
export function EventTextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <p className="leading-relaxed whitespace-pre-line text-gray-800">{text.trim()}</p>
    </section>
  );
}
