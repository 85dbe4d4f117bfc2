import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { StarIcon } from '@/components/ui/icons';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { m } from '@/i18n/paraglide/messages.js';
import type { AuthMode } from '../api/use-auth-mutations';
import { AuthForm } from './auth-form';

const tabs = () =>
  [
    { value: 'login', label: m.auth_sign_in() },
    { value: 'signup', label: m.auth_create_account() },
  ] as const;

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (userId: string) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Guarda tus favoritos': sign in or create an account without leaving the page (focus is trapped). */
export default function AuthDialog({ open, onOpenChange, onSignedIn, onCloseAutoFocus }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>('login');
  const idBase = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-5 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-1">
              <Dialog.Title className="flex items-center gap-2 text-xl font-bold text-gray-900">
                <StarIcon filled className="text-accent" />
                {m.auth_dialog_title()}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-gray-700">
                {m.auth_dialog_description()}
              </Dialog.Description>
            </div>
            <DialogCloseButton label={m.auth_dialog_close()} className="shrink-0 text-gray-800" />
          </div>
          <TabList
            idBase={idBase}
            label={m.auth_dialog_tabs_label()}
            items={tabs()}
            value={mode}
            onValueChange={setMode}
          />
          <TabPanel idBase={idBase} value={mode}>
            <AuthForm
              key={mode}
              mode={mode}
              variant="dialog"
              onDone={(userId) => (userId ? onSignedIn(userId) : onOpenChange(false))}
            />
          </TabPanel>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
