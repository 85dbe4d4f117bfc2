import { useState, type FormEvent } from 'react';
import { TextField, SubmitButton } from '@/features/auth';
import { useProfile, useUpdateProfile } from '../api/profile-queries';

/** The e-mail (read-only) and the full name, which the ranking shows. */
export function ProfileForm({ email }: { email: string }) {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<string | null>(null);
  const fullName = draft ?? profile.data?.fullName ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(fullName, { onSuccess: () => setDraft(null) });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-xl font-bold text-gray-900">
        Tu perfil
      </h2>
      <TextField label="Email" type="email" value={email} readOnly hint="El email no se puede cambiar" />
      <TextField
        label="Nombre completo"
        autoComplete="name"
        maxLength={120}
        value={fullName}
        onValueChange={setDraft}
        disabled={profile.isPending}
        hint="Es el nombre que aparece en el ranking."
      />
      <SubmitButton pending={update.isPending} pendingText="Guardando…">
        Guardar perfil
      </SubmitButton>
    </form>
  );
}
