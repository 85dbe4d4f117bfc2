import { useState, type ImgHTMLAttributes } from 'react';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** Images to try in order; the next one is shown when the current one fails to load. */
  sources: readonly string[];
  alt: string;
  /** Intrinsic size: reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
}

/** An <img> that falls back along `sources` on load errors; the last one stays even if it fails. */
export function ImageWithFallback({ sources, alt, ...props }: ImageWithFallbackProps) {
  const key = sources.join('\n');
  const [state, setState] = useState({ key, index: 0 });
  // New sources start again from the first one (state reset during render, no effect needed).
  if (state.key !== key) setState({ key, index: 0 });
  const index = state.key === key ? state.index : 0;
  const src = sources[Math.min(index, sources.length - 1)];
  if (src === undefined) return null;

  const onError = () => {
    if (index < sources.length - 1) setState({ key, index: index + 1 });
  };

  return <img {...props} key={src} src={src} alt={alt} onError={onError} />;
}
