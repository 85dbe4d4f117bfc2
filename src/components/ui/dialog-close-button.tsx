import * as Dialog from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

const BASE = 'inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-gray-100';

/** The round 44 px close (×) button beside a dialog's title; `className` adds to its base look. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close className={cn(BASE, className)} aria-label={label}>
      <CloseIcon />
    </Dialog.Close>
  );
}
