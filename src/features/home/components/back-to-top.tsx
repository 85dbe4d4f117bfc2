import { useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { BACK_TO_TOP_AFTER_PX } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';
import { useScrollFrame } from './use-scroll-frame';

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useScrollFrame(() => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX));
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      aria-label={m.home_back_to_top()}
      className="fixed right-4 bottom-20 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-gray-900 shadow-lg ring-1 ring-gray-200 hover:text-primary md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
