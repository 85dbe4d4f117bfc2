import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';

/** Copies text and reports `copied` for `durationMs` (e.g. '¡Copiado!' for 1.5 s). */
export function useCopyFeedback(durationMs: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    const ok = await copyText(text);
    if (!ok) return false;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), durationMs);
    return true;
  };

  return { copied, copy };
}
