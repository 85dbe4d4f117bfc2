import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/paraglide/messages.js';
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
    if (invalid) return void toast.error(m.account_error(), { description: invalid });
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
        {m.account_password_title()}
      </h2>
      <TextField
        label={m.account_new_password()}
        type="password"
        revealable
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        label={m.account_confirm_new_password()}
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      <FormError message={problem} />
      <SubmitButton pending={update.isPending} pendingText={m.account_updating()}>
        {m.account_update_password()}
      </SubmitButton>
    </form>
  );
}
