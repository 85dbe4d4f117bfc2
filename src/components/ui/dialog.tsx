import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

interface DialogContentProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** The X button's name; with it, the title and description sit beside that button. */
  closeLabel?: string;
  /** Each replaces its part's default: the overlay's tint, the title's size, the colours. */
  classNames?: { overlay?: string; title?: string; description?: string; close?: string };
}

/**
 * Centred modal dialog: a tinted overlay and a white card 2rem narrower than the screen, holding the
 * title, the description (what the dialog is described by) and `children`. `className` gives the card
 * its width, height cap, spacing, padding, radius and shadow.
 */
export function DialogContent(props: DialogContentProps) {
  const { title, description, closeLabel, className, classNames = {}, children, ...rest } = props;
  const heading = (
    <>
      <Dialog.Title className={cn('font-bold text-gray-900', classNames.title ?? 'text-lg')}>
        {title}
      </Dialog.Title>
      {description && (
        <Dialog.Description className={cn('text-sm', classNames.description ?? 'text-gray-700')}>
          {description}
        </Dialog.Description>
      )}
    </>
  );
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={cn('fixed inset-0 z-50', classNames.overlay ?? 'bg-black/50')} />
      <Dialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 bg-white',
          className,
        )}
        {...rest}
      >
        {closeLabel ? (
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-1">{heading}</div>
            <Dialog.Close
              className={cn(
                'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100',
                classNames.close ?? 'text-gray-800',
              )}
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
        ) : (
          heading
        )}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
