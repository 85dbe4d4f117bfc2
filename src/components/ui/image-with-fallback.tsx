import { useLayoutEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

export interface ImageWithFallbackProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError' | 'onLoad'
> {
  /** Images to try in order; the next one is shown when the current one fails to load. */
  sources: readonly string[];
  alt: string;
  /** Intrinsic size: reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
}

function reveal(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.opacity = '';
}

/**
 * An <img> that falls back along `sources` on load errors; the last one stays even if it fails.
 *
 * New sources (a listing card reused for another event on a keystroke) keep the element and change
 * its `src`: building a new <img> and starting its load cost about 1 ms a card at 4× CPU slowdown,
 * in the keystroke. A browser keeps painting the previous picture until the new one has arrived,
 * so until then the element is transparent (its alt text stays for assistive technology); a
 * picture already at hand (the same category artwork) shows at once. The first picture is never
 * hidden: it is not held back behind a script (the event page's picture can be its largest paint).
 */
export function ImageWithFallback({ sources, alt, ...props }: ImageWithFallbackProps) {
  const key = sources.join('\n');
  // Which source failed last, for which sources: new sources start again from the first one.
  const [state, setState] = useState({ key, index: 0 });
  const index = state.key === key ? state.index : 0;
  const src = sources[Math.min(index, sources.length - 1)];
  const ref = useRef<HTMLImageElement>(null);
  const painting = useRef(src);

  useLayoutEffect(() => {
    const img = ref.current;
    if (!img || painting.current === src) return;
    painting.current = src;
    if (!(img.complete && img.naturalWidth > 0)) img.style.opacity = '0';
  }, [src]);

  if (src === undefined) return null;

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (index < sources.length - 1) setState({ key, index: index + 1 });
    else reveal(event);
  };

  return <img {...props} ref={ref} src={src} alt={alt} onLoad={reveal} onError={onError} />;
}
