import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('says when it was last updated: agosto de 2025', () => {
    renderWithProviders(<TermsPage />, { path: '/terminos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.getByText('Última actualización: agosto de 2025')).toBeInTheDocument();
  });

  it('has one heading per section and an index that links to each', () => {
    renderWithProviders(<TermsPage />, { path: '/terminos' });
    const sections = screen.getAllByRole('region');
    expect(sections.length).toBe(12);
    for (const section of sections) {
      const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === `#${section.id}`);
      expect(link, section.id).toBeDefined();
    }
  });

  it('states what the description requires and what the product does', () => {
    const { container } = renderWithProviders(<TermsPage />, { path: '/terminos' });
    const text = container.textContent ?? '';
    // The description's terms.
    expect(text).toMatch(/tu email y tu contraseña/);
    expect(text).toMatch(/tu nombre, que puede mostrarse en los rankings/);
    expect(text).toMatch(/solo para darte acceso a tu cuenta, personalizar lo que ves y, si te suscribes/);
    expect(text).toMatch(/No vendemos ni compartimos tus datos con terceros/);
    expect(text).toMatch(/Puedes eliminar tu cuenta desde tu perfil/);
    expect(text).toMatch(/violento, discriminatorio, ofensivo o que\s+promueva el odio/);
    // What the product actually does.
    expect(text).toMatch(/35 por registrarte, 1 por cada evento que guardas en favoritos \(hasta 5 al día\)/);
    expect(text).toMatch(/diaria, semanal o\s+quincenal/);
    expect(text).toMatch(/user agent/);
    expect(text).toMatch(/referrer/);
    expect(text).toMatch(/válido durante 24 horas/);
    expect(text).toMatch(/instagram-banner-dismissed/);
  });

  it("gives the active city's contact e-mail", () => {
    renderWithProviders(<TermsPage />, { path: '/terminos' });
    const links = screen.getAllByRole('link', { name: 'hola.bilbao@agendanorte.es' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:hola.bilbao@agendanorte.es');
  });
});
