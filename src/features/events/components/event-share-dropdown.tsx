import type { ComponentProps, ReactElement, Ref } from 'react';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LinkIcon, MessageIcon } from '@/components/ui/icons';
import { TrackedExternalLink } from '@/features/tracking';
import { copyText } from '@/lib/clipboard';
import { whatsappShareUrl } from '../domain/calendar';

export interface EventShareMenuProps {
  title: string;
  url: string;
  /** How long 'Enlace copiado' stays. */
  toastMs: number;
  /** The button that opens the menu, given the props to spread on it. */
  trigger: (props: ComponentProps<'button'>) => ReactElement;
}

/** Share menu (Radix, a chunk of its own): 'Copiar enlace' (toast 'Enlace copiado') and 'WhatsApp'. */
export default function EventShareDropdown(
  props: EventShareMenuProps & { triggerRef: Ref<HTMLButtonElement> },
) {
  const { title, url, toastMs, trigger, triggerRef } = props;
  const copyLink = async () => {
    if (await copyText(url)) toast(m.events_link_copied(), { duration: toastMs });
    else toast.error(m.events_copy_failed(), { duration: toastMs });
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>{trigger({ ref: triggerRef })}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <LinkIcon width={18} height={18} />
          {m.events_copy_link()}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <TrackedExternalLink href={whatsappShareUrl(title, url)}>
            <MessageIcon width={18} height={18} />
            WhatsApp
          </TrackedExternalLink>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
