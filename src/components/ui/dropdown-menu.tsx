import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * Menus on Radix (keyboard, focus and ARIA handled there) with the project's look. Non-modal by
 * default: a modal menu aria-hides the page while its links stay focusable (axe 'aria-hidden-focus').
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-48 rounded-xl border border-gray-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem(
  props: Omit<ComponentPropsWithRef<typeof DropdownMenuPrimitive.Item>, 'className'>,
) {
  return (
    <DropdownMenuPrimitive.Item
      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-gray-900 select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100"
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithRef<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn('px-3 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator(
  props: Omit<ComponentPropsWithRef<typeof DropdownMenuPrimitive.Separator>, 'className'>,
) {
  return <DropdownMenuPrimitive.Separator className="my-1 h-px bg-gray-200" {...props} />;
}
