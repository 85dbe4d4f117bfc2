import { Suspense, useState, type ComponentProps, type ReactNode, type RefCallback } from 'react';

/**
 * A menu whose code (Radix) loads after the first screen; until then `standIn` draws its trigger, inert.
 * A keyboard user's focus on the stand-in moves on to the real trigger (`triggerRef`), not to the body.
 */
export function LazyMenu({
  standIn,
  popup = 'menu',
  children,
}: {
  standIn: (props: ComponentProps<'button'>) => ReactNode;
  popup?: 'menu' | 'dialog';
  children: (triggerRef: RefCallback<HTMLButtonElement>) => ReactNode;
}) {
  const [refs] = useState(() => {
    let standInHadFocus = false;
    return {
      // React detaches a ref while its element is still in the document, before removing it.
      standIn: (node: HTMLButtonElement | null) => () => {
        standInHadFocus = node === document.activeElement;
      },
      real: (node: HTMLButtonElement | null) => {
        if (node && standInHadFocus) node.focus();
        standInHadFocus = false;
      },
    };
  });
  return (
    <Suspense fallback={standIn({ ref: refs.standIn, 'aria-haspopup': popup, 'aria-disabled': true })}>
      {children(refs.real)}
    </Suspense>
  );
}
