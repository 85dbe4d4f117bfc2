import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

const picture = () => screen.getByRole('img');

function Img({ sources }: { sources: string[] }) {
  return <ImageWithFallback sources={sources} alt="Cartel" width={640} height={360} />;
}

afterEach(() => vi.restoreAllMocks());

describe('ImageWithFallback', () => {
  it('shows the first picture at once', () => {
    render(<Img sources={['/a.jpg', '/fallback.svg']} />);
    expect(picture()).toHaveAttribute('src', '/a.jpg');
    expect(picture()).toBeVisible();
  });

  it('new sources show their own first picture', () => {
    const { rerender } = render(<Img sources={['/a.jpg']} />);
    rerender(<Img sources={['/b.jpg']} />);
    expect(picture()).toHaveAttribute('src', '/b.jpg');
  });

  it('falls back on errors, hidden while the next one loads; the last one stays even if it fails', () => {
    render(<Img sources={['/roto.jpg', '/categoria.svg', '/defecto.svg']} />);
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', '/categoria.svg');
    expect(picture()).not.toBeVisible();
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', '/defecto.svg');
    expect(picture()).not.toBeVisible();
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', '/defecto.svg');
    // Its alt text is what there is to see.
    expect(picture()).toBeVisible();
  });

  it('sources changed back to the first ones start from the first again', () => {
    const { rerender } = render(<Img sources={['/a.jpg', '/fallback.svg']} />);
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', '/fallback.svg');
    rerender(<Img sources={['/b.jpg', '/fallback.svg']} />);
    expect(picture()).toHaveAttribute('src', '/b.jpg');
    fireEvent.load(picture());
    expect(picture()).toBeVisible();
  });

  it('back to the sources whose first picture just failed, it is not asked for again', () => {
    const { rerender } = render(<Img sources={['/a.jpg', '/fallback.svg']} />);
    fireEvent.error(picture());
    rerender(<Img sources={['/a.jpg', '/fallback.svg']} />);
    expect(picture()).toHaveAttribute('src', '/fallback.svg');
  });
});
