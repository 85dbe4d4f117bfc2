import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_IMAGE_MESSAGES } from '../../../../supabase/functions/_shared/event_image.ts';
import { uploadEventImage } from '../api/event-image';
import type * as EventImageModule from '../api/event-image';
import { FunctionCallError } from '@/lib/function-call';
import type * as SubmitModule from '../api/submit-event';
import { submitEvent, type SubmitEventResult } from '../api/submit-event';
import { field, fillValid, renderForm, submitButton } from './form-test-utils';

// Large forms and lazy chunks: on a loaded machine these tests need more than the default waits.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../api/submit-event', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitModule>()),
  submitEvent: vi.fn(),
}));
vi.mock('../api/event-image', async (importOriginal) => ({
  ...(await importOriginal<typeof EventImageModule>()),
  uploadEventImage: vi.fn(),
}));

const LABEL = 'Cartel o foto del evento (opcional)';
const OK: SubmitEventResult = { ok: true, id: 'sub-1', status: 'pending', message: 'ok' };
const NOW = new Date('2030-06-15T10:00:00Z');
const PATH = 'pending/0b7c6f2e-4a1d-4c3b-9e8f-1a2b3c4d5e6f.png';

const picture = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // jsdom has no object URLs: the preview gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(uploadEventImage).mockResolvedValue(PATH);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitEvent).mockReset();
  vi.mocked(uploadEventImage).mockReset();
});

describe('Cartel o foto del evento', () => {
  it('is a labelled file input for JPEG, PNG or WebP; a chosen picture is previewed and can be removed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const input = field(LABEL);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG o WebP de hasta 5 MB/);

    await user.upload(input, picture('cartel.png', 'image/png'));
    const preview = screen.getByRole('img', { name: 'Vista previa del cartel: cartel.png' });
    expect(preview).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.queryByRole('img', { name: /Vista previa del cartel/ })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).files).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses another type or more than 5 MB with a Spanish message, before uploading anything', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm();
    const input = field(LABEL);
    await user.upload(input, picture('dibujo.svg', 'image/svg+xml'));
    expect(screen.getByText(EVENT_IMAGE_MESSAGES.type)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((input as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument();

    await user.upload(input, picture('enorme.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByText(EVENT_IMAGE_MESSAGES.size)).toBeInTheDocument();
    expect(screen.queryByText(EVENT_IMAGE_MESSAGES.type)).not.toBeInTheDocument();

    await user.upload(input, picture('bueno.webp', 'image/webp'));
    expect(screen.queryByText(EVENT_IMAGE_MESSAGES.size)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vista previa del cartel: bueno.webp' })).toBeInTheDocument();
    expect(uploadEventImage).not.toHaveBeenCalled();
  });

  it('sending uploads the picture and sends its path with the submission; success clears it', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    const file = picture('cartel.png', 'image/png');
    await user.upload(field(LABEL), file);
    await user.click(submitButton());

    await waitFor(() => expect(submitEvent).toHaveBeenCalledTimes(1));
    expect(uploadEventImage).toHaveBeenCalledWith(file);
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).toMatchObject({
      title: 'Concierto en la plaza',
      image_path: PATH,
    });
    await waitFor(() => expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument());
  });

  it('without a picture nothing is uploaded and no image_path is sent', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitEvent).toHaveBeenCalledTimes(1));
    expect(uploadEventImage).not.toHaveBeenCalled();
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).not.toHaveProperty('image_path');
  });

  it('a refused file shows the server message beside the field; the picture stays chosen when sending fails', async () => {
    vi.mocked(submitEvent).mockRejectedValue(
      new FunctionCallError(EVENT_IMAGE_MESSAGES.content, 400, EVENT_IMAGE_MESSAGES.content, {
        image: EVENT_IMAGE_MESSAGES.content,
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.upload(field(LABEL), picture('informe.jpg', 'image/jpeg'));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_IMAGE_MESSAGES.content);
    expect(field(LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(field(LABEL)).toHaveAccessibleDescription(new RegExp(EVENT_IMAGE_MESSAGES.content.slice(0, 30)));
    expect(screen.getByRole('img', { name: 'Vista previa del cartel: informe.jpg' })).toBeInTheDocument();
    expect(field('Nombre del evento')).toHaveValue('Concierto en la plaza');
  });
});
