import { expect, type Page } from '@playwright/test';

/** Loaded on first use, like event-fixtures: listing the tests must not need the local stack. */
const backend = () => import('./backend');

export const PASSWORD = 'clave-segura-1';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** A confirmed account made through the admin API (the sign-up trigger gives it its 35 points). */
export async function createAccount(prefix = 'acc'): Promise<TestAccount> {
  const { admin, uniqueTag } = await backend();
  const tag = uniqueTag(prefix);
  const email = `${tag}@example.com`;
  const fullName = `Persona ${tag}`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw new Error(`createAccount: ${error?.message}`);
  return { id: data.user.id, email, password: PASSWORD, fullName };
}

export async function removeAccounts(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { admin } = await backend();
  await Promise.all(ids.splice(0).map((id) => admin.auth.admin.deleteUser(id).catch(() => undefined)));
}

export async function userIdByEmail(email: string): Promise<string | null> {
  const { admin } = await backend();
  const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
  return data.users.find((u) => u.email === email)?.id ?? null;
}

export async function countRows(table: string, userId: string): Promise<number> {
  const { admin } = await backend();
  const { count, error } = await admin
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw new Error(`${table}: ${error.message}`);
  return count ?? 0;
}

export async function addFavorites(userId: string, eventIds: string[]): Promise<void> {
  const { admin } = await backend();
  const { error } = await admin
    .from('user_favorites')
    .insert(eventIds.map((event_id) => ({ user_id: userId, event_id })));
  if (error) throw new Error(`addFavorites: ${error.message}`);
}

/** The token of the newest account-deletion e-mail sent to `email` (from the stack's outbox). */
export async function deletionToken(email: string): Promise<string> {
  const { SUPABASE_URL } = await backend();
  let token: string | null = null;
  await expect
    .poll(async () => {
      const res = await fetch(`${SUPABASE_URL}/_mail/messages`);
      const messages = (await res.json()) as Array<{
        to: string[];
        html: string | null;
        text: string | null;
        created_at: string;
      }>;
      const mine = messages
        .filter((m) => m.to.includes(email))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const match = mine
        .map((m) => `${m.text ?? ''} ${m.html ?? ''}`.match(/confirmar-baja\?token=([A-Za-z0-9_%-]+)/))
        .find(Boolean);
      token = match?.[1] ? decodeURIComponent(match[1]) : null;
      return token;
    })
    .not.toBeNull();
  return token as unknown as string;
}

/** Signs in through /auth and waits for the welcome toast and the way home. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('✨ ¡Bienvenida de vuelta!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the account menu: the avatar on desktop, the side menu on phones. */
export async function openAccountMenu(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
  else await page.getByRole('button', { name: /Menú de usuario/ }).click();
}

export async function signOut(page: Page, isMobile: boolean): Promise<void> {
  await openAccountMenu(page, isMobile);
  const item = isMobile
    ? page.getByRole('button', { name: 'Cerrar sesión' })
    : page.getByRole('menuitem', { name: 'Cerrar sesión' });
  await item.click();
}
