import { useId, useState } from 'react';
import { DialogShell } from '@/components/ui/dialog';
import { StarIcon } from '@/components/ui/icons';
import { TabList, TabPanel } from '@/components/ui/tabs';
import type { AuthMode } from '../api/use-auth-mutations';
import { AuthForm } from './auth-form';

const TABS = [
  { value: 'login', label: 'Iniciar sesión' },
  { value: 'signup', label: 'Crear cuenta' },
] as const;

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a sign-in, or a sign-up that signed in. */
  onSignedIn: (userId: string) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Guarda tus favoritos': sign in or create an account without leaving the page (focus is trapped). */
export default function AuthDialog({ open, onOpenChange, onSignedIn, onCloseAutoFocus }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>('login');
  const idBase = useId();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[90vh] max-w-md space-y-5 overflow-y-auto rounded-3xl p-6 shadow-2xl outline-none"
      classNames={{ title: 'flex items-center gap-2 text-xl' }}
      title={
        <>
          <StarIcon filled className="text-accent" />
          Guarda tus favoritos
        </>
      }
      description="Inicia sesión o crea tu cuenta gratis para guardar eventos y sumar puntos."
      closeLabel="Cerrar"
    >
      <TabList idBase={idBase} label="Acceso" items={TABS} value={mode} onValueChange={setMode} />
      <TabPanel idBase={idBase} value={mode}>
        <AuthForm
          key={mode}
          mode={mode}
          variant="dialog"
          onDone={(userId) => (userId ? onSignedIn(userId) : onOpenChange(false))}
        />
      </TabPanel>
    </DialogShell>
  );
}
