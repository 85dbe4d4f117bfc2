import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

export interface ImageWithFallbackProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError' | 'onLoad'
> {
  /** Images to try in order. */
  sources: readonly string[];
  alt: string;
  /** Intrinsic size, so no layout shift. */
  width: number;
  height: number;
}

function reveal(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.opacity = '';
}

/**
 * An <img> that falls back along `sources` on load errors (the last stays even if it fails), transparent
 * while a fallback loads (no broken-picture icon; the alt text stays). New sources start from the first.
 */
export function ImageWithFallback({ sources, alt, ...props }: ImageWithFallbackProps) {
  const key = sources.join('\n');
  const [state, setState] = useState({ key, index: 0 });
  const index = state.key === key ? state.index : 0;
  const src = sources[Math.min(index, sources.length - 1)];
  if (src === undefined) return null;

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (index < sources.length - 1) {
      event.currentTarget.style.opacity = '0';
      setState({ key, index: index + 1 });
    } else reveal(event);
  };

  return <img {...props} src={src} alt={alt} onLoad={reveal} onError={onError} />;
}
