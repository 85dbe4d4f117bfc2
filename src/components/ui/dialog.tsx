import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { CloseIcon } from './icons';

interface DialogShellProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, if it has one. */
  trigger?: ReactNode;
  /** The card's width, spacing, padding and look. */
  className: string;
  title: ReactNode;
  description?: ReactNode;
  /** The X button's name; with it, the title and description sit beside that button. */
  closeLabel?: string;
  /** Each replaces its part's default: the overlay's tint, the title's size, the colours. */
  classNames?: { overlay?: string; title?: string; description?: string; close?: string };
}

/** Centred modal dialog: a tinted overlay and a white card, 2rem narrower than the screen. */
export function DialogShell(props: DialogShellProps) {
  const { open, onOpenChange, trigger, title, description, closeLabel, classNames, ...content } = props;
  const c = { overlay: 'bg-black/50', title: 'text-lg', description: 'text-gray-700', ...classNames };
  const heading = (
    <>
      <Dialog.Title className={`font-bold text-gray-900 ${c.title}`}>{title}</Dialog.Title>
      {description && (
        <Dialog.Description className={`text-sm ${c.description}`}>{description}</Dialog.Description>
      )}
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 z-50 ${c.overlay}`} />
        <Dialog.Content
          {...content}
          className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 bg-white ${content.className}`}
        >
          {closeLabel ? (
            <div className="flex items-start justify-between gap-3">
              <div className="space-y-1">{heading}</div>
              <Dialog.Close
                className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 ${c.close ?? 'text-gray-800'}`}
                aria-label={closeLabel}
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
          ) : (
            heading
          )}
          {content.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's buttons, right-aligned after 'Cancelar', which closes it (disabled while `busy`). */
export function DialogActions({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Dialog.Close asChild>
        <Button variant="ghost" disabled={busy}>
          Cancelar
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
