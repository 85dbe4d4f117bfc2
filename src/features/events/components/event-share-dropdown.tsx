import { toast } from '@/lib/toast';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LinkIcon, MessageIcon } from '@/components/ui/icons';
import { TrackedExternalLink } from '@/features/tracking/components/tracked-external-link';
import type { DeferredPartProps } from '@/hooks/use-deferred-part';
import { copyText } from '@/lib/clipboard';
import { whatsappShareUrl } from '../domain/calendar';
import type { EventShareMenuProps } from './event-share-menu';

/** The share menu itself (Radix), loaded when first wanted: see EventShareMenu. */
export default function EventShareDropdown({
  title,
  url,
  toastMs,
  trigger,
  defaultOpen,
  autoFocus,
  openedByKeyboard,
}: EventShareMenuProps & DeferredPartProps) {
  const copyLink = async () => {
    if (await copyText(url)) toast('Enlace copiado', { duration: toastMs });
    else toast.error('No se pudo copiar el enlace', { duration: toastMs });
  };

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger({ autoFocus })}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" openedByKeyboard={openedByKeyboard}>
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <LinkIcon width={18} height={18} />
          Copiar enlace
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
