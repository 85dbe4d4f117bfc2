import { queryOptions } from '@tanstack/react-query';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import ModerationRoute from '@/app/routes/moderation';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';
import { ANONYMOUS, type AuthState } from './auth-context';

// Generous waits: these tests also run on loaded machines.
configure({ asyncUtilTimeout: 5_000 });

let isModerator: boolean;
const accessFn = vi.fn(() => ({ data: isModerator, error: null }));

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return { getSupabase: async () => fakeSupabase({}, { is_moderator: accessFn }) };
});
vi.mock('@/features/moderation/api/moderation-queries', () => ({
  moderationQueries: {
    pending: () => queryOptions({ queryKey: moderationKeys.pending(), queryFn: async () => [] }),
    history: () => queryOptions({ queryKey: moderationKeys.history(), queryFn: async () => [] }),
  },
}));

beforeEach(() => {
  accessFn.mockClear();
});

describe('/moderacion access', () => {
  it.each<[string, AuthState, boolean]>([
    ['anonymous visitors', ANONYMOUS, false],
    ['signed-in users who are not moderators', signedInAs('u1@example.org', 'u1'), false],
  ])('%s get the not-found page', async (_case, auth, moderator) => {
    isModerator = moderator;
    renderWithProviders(<ModerationRoute />, { path: '/moderacion', auth });
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderación de eventos' })).not.toBeInTheDocument();
    if (auth.user === null) expect(accessFn).not.toHaveBeenCalled();
  });

  it('moderators get the page', async () => {
    isModerator = true;
    renderWithProviders(<ModerationRoute />, {
      path: '/moderacion',
      auth: signedInAs('mod@example.org', 'mod'),
    });
    expect(await screen.findByRole('heading', { name: 'Moderación de eventos' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    renderWithProviders(<ModerationRoute />, { path: '/moderacion', auth: { ...ANONYMOUS, loading: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando tu acceso…');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
