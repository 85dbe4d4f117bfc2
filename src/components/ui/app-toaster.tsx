import { useEffect, useState, type ComponentProps } from 'react';
import { afterLoadWhenIdle } from '@/lib/idle';
import { sonner } from '@/lib/toast';

/**
 * Sonner's Toaster, mounted once its chunk has arrived: fetched at the first idle moment after
 * load, or earlier by the first toast. Toasts made before it mounts are shown when it does.
 */
type ToasterProps = ComponentProps<NonNullable<typeof sonner.current>['Toaster']>;

export function AppToaster(props: ToasterProps) {
  const [module, setModule] = useState(() => sonner.current);
  useEffect(() => {
    if (module) return;
    let active = true;
    void sonner.whenLoaded.then((loaded) => active && setModule(loaded));
    const cancel = afterLoadWhenIdle(() => void sonner.load().catch(() => {}));
    return () => {
      active = false;
      cancel();
    };
  }, [module]);
  if (!module) return null;
  return <module.Toaster {...props} />;
}
