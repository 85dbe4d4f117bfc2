import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useUpdatePassword, FormError, SubmitButton, TextField, validateNewPassword } from '@/features/auth';

/** New password and its confirmation: same rules as sign-up; 'Contraseña actualizada' on success. */
export function PasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdatePassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateNewPassword({ password, confirmPassword });
    setProblem(invalid);
    if (invalid) return void toast.error('Error', { description: invalid });
    update.mutate(password, {
      onSuccess: () => {
        setPassword('');
        setConfirmPassword('');
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="password-title">
      <h2 id="password-title" className="text-xl font-bold text-gray-900">
        Cambiar contraseña
      </h2>
      <TextField
        label="Nueva contraseña"
        type="password"
        revealable
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        label="Confirmar nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      <FormError message={problem} />
      <SubmitButton pending={update.isPending} pendingText="Actualizando…">
        Actualizar contraseña
      </SubmitButton>
    </form>
  );
}
