import { descriptionToHtml } from '@/lib/sanitize-html';
import { NO_DESCRIPTION_LABEL } from '../event-card';

/** The description as HTML, sanitised again when rendered; plain text keeps its line breaks. */
export function EventDescription({ description }: { description: string }) {
  const html = descriptionToHtml(description);
  return (
    <section aria-labelledby="event-description-title" className="space-y-3">
      <h2 id="event-description-title" className="text-xl font-bold text-gray-900">
        Descripción
      </h2>
      {html === '' ? (
        <p className="text-gray-600 italic">{NO_DESCRIPTION_LABEL}</p>
      ) : (
        <div
          data-testid="event-description"
          className="space-y-3 leading-relaxed text-gray-800 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}
