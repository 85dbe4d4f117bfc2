import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { makeSubmission } from './moderation-fixtures';
import { SubmissionReview } from './submission-review';

const PATH = 'pending/0b7c6f2e-4a1d-4c3b-9e8f-1a2b3c4d5e6f.webp';

describe('the picture sent with a submission', () => {
  it('is shown to the moderator from Storage before the decision', () => {
    const submission = makeSubmission();
    renderWithProviders(
      <SubmissionReview
        submission={{ ...submission, payload: { ...submission.payload, image_path: PATH } }}
      />,
    );
    expect(screen.getByText('Cartel enviado')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cartel enviado con «Concierto en la plaza»' })).toHaveAttribute(
      'src',
      `http://127.0.0.1:54321/storage/v1/object/public/event-images/${PATH}`,
    );
  });

  it('is absent without one, and a path outside pending/ is never loaded', () => {
    const submission = makeSubmission();
    renderWithProviders(
      <SubmissionReview
        submission={{ ...submission, payload: { ...submission.payload, image_path: '../events/x.png' } }}
      />,
    );
    expect(screen.queryByText('Cartel enviado')).not.toBeInTheDocument();
  });
});
