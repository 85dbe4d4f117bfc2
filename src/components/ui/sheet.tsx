import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { BOTTOM_SHEET_MAX_VH } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';
import { DialogCloseButton } from './dialog-close-button';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;

/**
 * Bottom sheet: a modal dialog at the screen's bottom, at most 85 % of the viewport high, closed by its
 * button, a click outside or Escape; `description` is read on opening, `footer` pinned under the body.
 */
export function SheetContent(props: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}) {
  const { title, description, children, footer, closeLabel = m.components_sheet_close() } = props;
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content
        style={{ maxHeight: `${BOTTOM_SHEET_MAX_VH}vh` }}
        className="fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-3xl bg-white shadow-2xl outline-none"
      >
        <div className="mx-auto mt-2 h-1.5 w-12 shrink-0 rounded-full bg-gray-300" aria-hidden="true" />
        <div className="flex shrink-0 items-center justify-between gap-2 border-b border-gray-100 px-4 py-2">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <DialogCloseButton label={closeLabel} className="text-gray-800" />
        </div>
        <Dialog.Description className="sr-only">{description}</Dialog.Description>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
        {footer && <div className="shrink-0 border-t border-gray-100 px-4 py-3">{footer}</div>}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
