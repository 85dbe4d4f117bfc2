import { queryOptions } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/app-toaster';
import { installDomStubs } from '@/features/listing/components/test-support';
import { renderWithProviders } from '../../../../tests/utils/render';
import { addSource, runSourceImport, setSourceEnabled } from '../api/moderation-api';
import { moderationKeys } from '../api/moderation-keys';
import { SOURCE_MESSAGES, type ImportRun, type ImportSource } from '../domain/import-source';
import { HISTORY, PENDING } from './moderation-fixtures';
import { ModerationPage } from './moderation-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const KAFE: ImportSource = {
  id: 'src-kafe',
  kind: 'ics',
  name: 'Kafe Antzokia',
  url: 'https://www.kafeantzokia.eus/agenda.ics',
  city_id: 'bilbao',
  trusted: true,
  enabled: true,
};
const KULTURKLIK: ImportSource = {
  id: 'src-kk',
  kind: 'kulturklik',
  name: 'Kulturklik',
  url: 'https://api.euskadi.eus/culture/events/v1.0/events/upcoming',
  city_id: null,
  trusted: false,
  enabled: false,
};
const TEATRO: ImportSource = {
  id: 'src-teatro',
  kind: 'jsonld',
  name: 'Teatro Arriaga',
  url: 'https://www.teatroarriaga.eus/agenda',
  city_id: 'bilbao',
  trusted: false,
  enabled: true,
};

const run = (over: Partial<ImportRun>): ImportRun => ({
  id: 'run',
  source_id: 'src-kafe',
  started_at: '2030-06-14T08:59:58Z',
  finished_at: '2030-06-14T09:00:00Z',
  created: 0,
  updated: 0,
  unchanged: 0,
  cancelled: 0,
  merged: 0,
  rejected: [],
  error: null,
  ...over,
});

let sources: ImportSource[] = [];
let runs: Record<string, ImportRun> = {};

vi.mock('../api/moderation-queries', () => ({
  moderationQueries: {
    pending: () => queryOptions({ queryKey: moderationKeys.pending(), queryFn: async () => PENDING }),
    history: () => queryOptions({ queryKey: moderationKeys.history(), queryFn: async () => HISTORY }),
    sources: () => queryOptions({ queryKey: moderationKeys.sourceList(), queryFn: async () => sources }),
    lastRun: (id: string) =>
      queryOptions({ queryKey: moderationKeys.lastRun(id), queryFn: async () => runs[id] ?? null }),
  },
}));
vi.mock('../api/moderation-api', () => ({
  reviewSubmission: vi.fn(),
  addSource: vi.fn(),
  setSourceEnabled: vi.fn(),
  runSourceImport: vi.fn(),
}));
vi.mock('@/features/tracking/api/use-view-count', () => ({ useViewCount: () => null }));

function renderPage(path = '/moderacion?tab=fuentes') {
  return renderWithProviders(
    <>
      <ModerationPage userId="me" />
      <AppToaster />
    </>,
    { path },
  );
}

const card = async (name: string) => screen.findByRole('article', { name });
const form = () => screen.getByRole('form', { name: 'Añadir una fuente' });

beforeEach(() => {
  installDomStubs();
  sources = [KAFE, KULTURKLIK, TEATRO];
  runs = {
    'src-kafe': run({
      created: 2,
      updated: 1,
      unchanged: 7,
      rejected: [
        { externalId: 'ka-1@kafe', reason: 'sin fecha de inicio' },
        { externalId: 'ka-2@kafe', reason: 'la serie usa RDATE, que no se admite' },
      ],
    }),
    'src-kk': run({ source_id: 'src-kk', error: 'La fuente respondió 503.' }),
  };
});
afterEach(() => {
  vi.mocked(addSource).mockReset();
  vi.mocked(setSourceEnabled).mockReset();
  vi.mocked(runSourceImport).mockReset();
});

describe('tabs', () => {
  it('opens on the submissions and moves to Fuentes, which ?tab=fuentes opens directly', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/moderacion');
    const tabs = screen.getByRole('tablist', { name: 'Secciones de moderación' });
    expect(within(tabs).getByRole('tab', { name: 'Propuestas' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Pendientes de revisión (2)' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Fuentes' }));
    expect(within(tabs).getByRole('tab', { name: 'Fuentes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Fuentes (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pendientes de revisión/ })).not.toBeInTheDocument();
  });
});

describe('the list', () => {
  it('shows each source: kind, city, URL, trust, state and its last run', async () => {
    renderPage();
    const kafe = await card('Kafe Antzokia');
    expect(within(kafe).getByText('Activa')).toBeInTheDocument();
    expect(within(kafe).getByText('iCalendar')).toBeInTheDocument();
    expect(within(kafe).getByText('Bilbao')).toBeInTheDocument();
    expect(within(kafe).getByRole('link', { name: /kafeantzokia\.eus\/agenda\.ics/ })).toHaveAttribute(
      'href',
      KAFE.url,
    );
    expect(within(kafe).getByText('Directa (fuente de confianza)')).toBeInTheDocument();
    expect(
      await within(kafe).findByText('Última importación: 14 de junio de 2030, 11:00'),
    ).toBeInTheDocument();
    const figures = within(kafe).getByRole('list', { name: 'Resultado de la última importación' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 creados',
      '1 actualizado',
      '7 sin cambios',
      '0 cancelados',
      '0 fusionados',
      '2 rechazados',
    ]);
    // The reasons are folded away until asked for.
    const reasons = within(kafe).getByText('Motivos de los rechazados (2)').closest('details')!;
    expect(reasons).not.toHaveAttribute('open');
    expect(reasons).toHaveTextContent('ka-1@kafe: sin fecha de inicio');
    expect(reasons).toHaveTextContent('ka-2@kafe: la serie usa RDATE, que no se admite');
    expect(within(kafe).getByRole('button', { name: 'Pausar' })).toBeEnabled();
    expect(within(kafe).getByRole('button', { name: 'Importar ahora' })).toBeEnabled();

    const kk = await card('Kulturklik');
    expect(within(kk).getByText('Pausada')).toBeInTheDocument();
    expect(within(kk).getByText('Todas las ciudades')).toBeInTheDocument();
    expect(within(kk).getByText('Tras revisión en la cola de propuestas')).toBeInTheDocument();
    expect(await within(kk).findByText(/falló$/)).toBeInTheDocument();
    const error = within(kk).getByText('Ver el error').closest('details')!;
    expect(error).toHaveTextContent('La fuente respondió 503.');
    expect(within(kk).queryByRole('list', { name: 'Resultado de la última importación' })).toBeNull();
    expect(within(kk).getByRole('button', { name: 'Activar' })).toBeInTheDocument();

    const teatro = await card('Teatro Arriaga');
    expect(within(teatro).getByText('Página con JSON-LD')).toBeInTheDocument();
    expect(await within(teatro).findByText('Aún no se ha importado.')).toBeInTheDocument();
  });
});

describe('pausing and activating', () => {
  it('pauses a source, tells it, and reads the list again', async () => {
    vi.mocked(setSourceEnabled).mockImplementation(async ({ sourceId, enabled }) => {
      sources = sources.map((s) => (s.id === sourceId ? { ...s, enabled } : s));
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const kafe = await card('Kafe Antzokia');
    await user.click(within(kafe).getByRole('button', { name: 'Pausar' }));
    expect(setSourceEnabled).toHaveBeenCalledWith(
      { sourceId: 'src-kafe', enabled: false },
      expect.anything(),
    );
    expect((await screen.findAllByText('Fuente pausada')).length).toBeGreaterThan(0);
    expect(await within(kafe).findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(within(kafe).getByText('Pausada')).toBeInTheDocument();
  });

  it('a refusal is toasted and nothing changes', async () => {
    vi.mocked(setSourceEnabled).mockRejectedValue(new Error('permission denied for table event_sources'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    const kk = await card('Kulturklik');
    await user.click(within(kk).getByRole('button', { name: 'Activar' }));
    expect((await screen.findAllByText('No se pudo cambiar la fuente')).length).toBeGreaterThan(0);
    expect(within(kk).getByText('Pausada')).toBeInTheDocument();
  });
});

describe('Importar ahora', () => {
  it('runs the source, toasts its figures and reads its last run again', async () => {
    let release: () => void = () => {};
    vi.mocked(runSourceImport).mockImplementation(async ({ id, name }) => {
      await new Promise<void>((resolve) => (release = resolve));
      const figures = { created: 3, updated: 0, unchanged: 10, cancelled: 1, merged: 0, rejected: [] };
      runs = { ...runs, [id]: run({ id: 'run-2', finished_at: '2030-06-14T12:30:00Z', ...figures }) };
      return { name, ok: true as const, figures };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const kafe = await card('Kafe Antzokia');
    await user.click(within(kafe).getByRole('button', { name: 'Importar ahora' }));
    expect(runSourceImport).toHaveBeenCalledWith(
      { id: 'src-kafe', name: 'Kafe Antzokia' },
      expect.anything(),
    );
    expect(within(kafe).getByRole('button', { name: 'Importando...' })).toBeDisabled();
    release();
    expect((await screen.findAllByText('Importación de «Kafe Antzokia» terminada')).length).toBeGreaterThan(
      0,
    );
    expect(
      (
        await screen.findAllByText(
          '3 creados · 0 actualizados · 10 sin cambios · 1 cancelado · 0 fusionados · 0 rechazados',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(
      await within(kafe).findByText('Última importación: 14 de junio de 2030, 14:30'),
    ).toBeInTheDocument();
    expect(within(kafe).getByText('3 creados')).toBeInTheDocument();
    expect(within(kafe).queryByText(/Motivos de los rechazados/)).toBeNull();
    expect(within(kafe).getByRole('button', { name: 'Importar ahora' })).toBeEnabled();
  });

  it('a source that could not be read is toasted with its error', async () => {
    vi.mocked(runSourceImport).mockResolvedValue({
      name: 'Teatro Arriaga',
      ok: false,
      error: 'La fuente tardó demasiado en responder.',
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const teatro = await card('Teatro Arriaga');
    await user.click(within(teatro).getByRole('button', { name: 'Importar ahora' }));
    expect((await screen.findAllByText('No se pudo importar «Teatro Arriaga»')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('La fuente tardó demasiado en responder.')).length).toBeGreaterThan(0);
  });

  it('a refused call is toasted with the function’s message', async () => {
    vi.mocked(runSourceImport).mockRejectedValue(new Error('Esa fuente no existe.'));
    const user = userEvent.setup({ delay: null });
    renderPage();
    const teatro = await card('Teatro Arriaga');
    await user.click(within(teatro).getByRole('button', { name: 'Importar ahora' }));
    expect((await screen.findAllByText('No se pudo importar la fuente')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Esa fuente no existe.')).length).toBeGreaterThan(0);
  });
});

describe('adding a source', () => {
  it('says in Spanish what is missing, by each field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await card('Kafe Antzokia');
    await user.click(within(form()).getByRole('button', { name: 'Añadir fuente' }));
    const name = within(form()).getByLabelText('Nombre');
    const url = within(form()).getByLabelText('URL');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(SOURCE_MESSAGES.nameRequired);
    expect(name).toHaveFocus();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(expect.stringContaining(SOURCE_MESSAGES.urlRequired));

    await user.type(name, 'Sala BBK');
    await user.type(url, 'ftp://salabbk.eus/agenda.ics');
    await user.click(within(form()).getByRole('button', { name: 'Añadir fuente' }));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(url).toHaveFocus();
    expect(url).toHaveAccessibleDescription(expect.stringContaining(SOURCE_MESSAGES.urlScheme));
    expect(addSource).not.toHaveBeenCalled();
  });

  it('adds a JSON-LD page for Bilbao that publishes directly, then empties the form', async () => {
    vi.mocked(addSource).mockImplementation(async (draft) => {
      const added: ImportSource = {
        ...TEATRO,
        id: 'src-bbk',
        name: draft.name.trim(),
        url: draft.url.trim(),
        kind: draft.kind,
        city_id: draft.cityId || null,
        trusted: draft.trusted,
      };
      sources = [...sources, added];
      return added;
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await card('Kafe Antzokia');
    await user.type(within(form()).getByLabelText('Nombre'), 'Sala BBK');
    await user.type(within(form()).getByLabelText('URL'), 'https://salabbk.eus/agenda');
    await user.click(within(form()).getByRole('radio', { name: 'Página con JSON-LD' }));
    await user.selectOptions(within(form()).getByLabelText('Ciudad'), 'Bilbao');
    await user.click(
      within(form()).getByRole('checkbox', { name: 'Publicar directamente (fuente de confianza)' }),
    );
    await user.click(within(form()).getByRole('button', { name: 'Añadir fuente' }));
    expect(addSource).toHaveBeenCalledWith(
      {
        name: 'Sala BBK',
        url: 'https://salabbk.eus/agenda',
        kind: 'jsonld',
        cityId: 'bilbao',
        trusted: true,
      },
      expect.anything(),
    );
    expect((await screen.findAllByText('Fuente añadida')).length).toBeGreaterThan(0);
    const added = await card('Sala BBK');
    expect(within(added).getByText('Página con JSON-LD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fuentes (4)' })).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByLabelText('Nombre')).toHaveValue(''));
    expect(within(form()).getByLabelText('URL')).toHaveValue('');
    expect(within(form()).getByRole('radio', { name: 'iCalendar' })).toBeChecked();
    expect(within(form()).getByLabelText('Ciudad')).toHaveValue('');
    expect(within(form()).getByRole('checkbox')).not.toBeChecked();
  });

  it('a refusal is shown in the form, which keeps what was typed', async () => {
    vi.mocked(addSource).mockRejectedValue(new Error(SOURCE_MESSAGES.duplicate));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await card('Kafe Antzokia');
    await user.type(within(form()).getByLabelText('Nombre'), 'Kafe otra vez');
    await user.type(within(form()).getByLabelText('URL'), KAFE.url!);
    await user.selectOptions(within(form()).getByLabelText('Ciudad'), 'Bilbao');
    await user.click(within(form()).getByRole('button', { name: 'Añadir fuente' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      `No se pudo añadir la fuente: ${SOURCE_MESSAGES.duplicate}`,
    );
    expect(within(form()).getByLabelText('Nombre')).toHaveValue('Kafe otra vez');
    expect(within(form()).getByLabelText('URL')).toHaveValue(KAFE.url);
    expect(within(form()).getByLabelText('Ciudad')).toHaveValue('bilbao');
  });
});
