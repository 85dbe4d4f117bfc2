import { queryOptions } from '@tanstack/react-query';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import ModerationRoute from '@/app/routes/moderation';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';
import type { SessionUser } from './use-session-user';

// Generous waits: these tests also run on loaded machines.
configure({ asyncUtilTimeout: 5_000 });

let session: SessionUser;
let isModerator: boolean;
const accessFn = vi.fn(async () => isModerator);

vi.mock('./use-session-user', () => ({ useSessionUser: () => session }));
vi.mock('./moderator-query', () => ({
  moderatorQuery: (userId: string | null) =>
    queryOptions({ queryKey: ['moderator-access', userId ?? 'anon'], queryFn: accessFn }),
}));
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
  it.each<[string, SessionUser, boolean]>([
    ['anonymous visitors', { userId: null, loading: false }, false],
    ['signed-in users who are not moderators', { userId: 'u1', loading: false }, false],
  ])('%s get the not-found page', async (_case, user, moderator) => {
    session = user;
    isModerator = moderator;
    renderWithProviders(<ModerationRoute />, { path: '/moderacion' });
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderación de eventos' })).not.toBeInTheDocument();
    if (user.userId === null) expect(accessFn).not.toHaveBeenCalled();
  });

  it('moderators get the page', async () => {
    session = { userId: 'mod', loading: false };
    isModerator = true;
    renderWithProviders(<ModerationRoute />, { path: '/moderacion' });
    expect(await screen.findByRole('heading', { name: 'Moderación de eventos' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    session = { userId: null, loading: true };
    renderWithProviders(<ModerationRoute />, { path: '/moderacion' });
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando tu acceso…');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
