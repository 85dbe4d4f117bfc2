import { useId, useState } from 'react';
import { DESCRIPTION_MIN_BLOCK_PX, DESCRIPTION_TRUNCATE_CHARS } from '@/config/constants';
import { htmlToText, truncate } from '../../domain/strip-html';

export const NO_DESCRIPTION_LABEL = 'Sin descripción disponible';

/** Plain-text description cut at 220 characters with 'leer más…' / 'ver menos'. */
export function EventCardDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = htmlToText(description);
  const isLong = text.length > DESCRIPTION_TRUNCATE_CHARS;
  const shown = isLong && !expanded ? truncate(text, DESCRIPTION_TRUNCATE_CHARS) : text;

  return (
    <div className="text-sm leading-relaxed text-gray-700" style={{ minHeight: DESCRIPTION_MIN_BLOCK_PX }}>
      {text === '' ? (
        <p className="text-gray-600 italic">{NO_DESCRIPTION_LABEL}</p>
      ) : (
        <p id={id} className="break-words">
          {shown}
        </p>
      )}
      {isLong && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline"
        >
          {expanded ? 'ver menos' : 'leer más…'}
        </button>
      )}
    </div>
  );
}
