import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppToaster } from './app-toaster';

describe('AppToaster and toast', () => {
  it('shows a toast made before the Toaster has mounted, and the ones after', async () => {
    toast.success('Favorito guardado', { description: 'Lo tienes en Mi cuenta' });
    render(<AppToaster />);
    expect(await screen.findByText('Favorito guardado')).toBeInTheDocument();
    expect(screen.getByText('Lo tienes en Mi cuenta')).toBeInTheDocument();

    toast.error('No se pudo guardar');
    toast('Enlace copiado');
    expect(await screen.findByText('No se pudo guardar')).toBeInTheDocument();
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });
});
