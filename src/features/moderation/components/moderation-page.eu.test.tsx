import { queryOptions } from '@tanstack/react-query';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { installDomStubs } from '@/features/listing/components/test-support';
import { moderationKeys } from '../api/moderation-keys';
import { figureTexts, validateDraft } from '../domain/import-source';
import { formatReviewDate, reviewerLabel } from '../domain/submission';
import { HISTORY, PENDING } from './moderation-fixtures';
import { ModerationPage } from './moderation-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../api/moderation-queries', () => ({
  moderationQueries: {
    pending: () => queryOptions({ queryKey: moderationKeys.pending(), queryFn: async () => PENDING }),
    history: () => queryOptions({ queryKey: moderationKeys.history(), queryFn: async () => HISTORY }),
  },
}));
vi.mock('../api/moderation-api', () => ({
  reviewSubmission: vi.fn(),
  addSource: vi.fn(),
  setSourceEnabled: vi.fn(),
  runSourceImport: vi.fn(),
}));
vi.mock('@/features/tracking/api/use-view-count', () => ({ useViewCount: () => null }));

describe('the moderation page in Basque', () => {
  beforeEach(() => {
    installDomStubs();
    setPageLocale('eu');
  });
  afterEach(() => setPageLocale('es'));

  it('shows its heading, tabs, queue and review actions in Basque', async () => {
    renderWithProviders(<ModerationPage userId="me" />, { path: '/eu/moderacion' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ekitaldien moderazioa' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Proposamenak' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Berrikusteko zain (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onartu eta argitaratu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baztertu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Erabakien historia' })).toBeInTheDocument();
    expect(screen.queryByText('Moderación de eventos')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar y publicar' })).not.toBeInTheDocument();
  });

  it('writes dates, reviewers, run figures and form errors in Basque', () => {
    expect(formatReviewDate('2030-11-22T17:05:00Z')).toBe('2030eko azaroaren 22a, 18:05');
    expect(reviewerLabel('u1', 'u1')).toBe('Zu');
    expect(
      figureTexts({ created: 2, updated: 1, unchanged: 0, cancelled: 0, merged: 0, rejected: [] })[0],
    ).toBe('Sortuak: 2');
    expect(validateDraft({ name: '', url: '', kind: 'ics', cityId: '', trusted: false }).name).toBe(
      'Adierazi iturriaren izena.',
    );
  });
});
