import { describe, expect, it } from 'vitest';
import { mapSubmissionRow, submissionTitle, wantsFeatured, type SubmissionRow } from './submission';

const ROW: SubmissionRow = {
  id: 's1',
  payload: { title: ' Feria ', wants_featured: true },
  status: 'approved',
  submitted_by_email: 'a@example.org',
  submitted_by_name: 'Ane',
  created_at: '2030-06-01T10:00:00Z',
  reviewed_at: '2030-06-02T10:00:00Z',
  reviewed_by: 'u1',
  rejection_reason: null,
  event_id: 'e1',
};

describe('mapSubmissionRow', () => {
  it('maps the columns', () => {
    expect(mapSubmissionRow(ROW)).toEqual({
      id: 's1',
      payload: { title: ' Feria ', wants_featured: true },
      status: 'approved',
      submittedByEmail: 'a@example.org',
      submittedByName: 'Ane',
      createdAt: '2030-06-01T10:00:00Z',
      reviewedAt: '2030-06-02T10:00:00Z',
      reviewedBy: 'u1',
      rejectionReason: null,
      eventId: 'e1',
    });
  });

  it.each([
    [null, {}],
    [[1, 2], {}],
    ['text', {}],
  ])('a payload that is not an object (%j) becomes {}', (payload, expected) => {
    expect(mapSubmissionRow({ ...ROW, payload }).payload).toEqual(expected);
  });

  it('an unknown status reads as pending', () => {
    expect(mapSubmissionRow({ ...ROW, status: 'weird' }).status).toBe('pending');
  });
});

describe('payload readers', () => {
  it.each([
    [{ title: ' Feria ' }, 'Feria'],
    [{ title: '' }, 'Evento sin título'],
    [{ title: 3 }, 'Evento sin título'],
    [{}, 'Evento sin título'],
  ])('title of %j', (payload, expected) => {
    expect(submissionTitle({ payload })).toBe(expected);
  });

  it.each([
    [{ wants_featured: true }, true],
    [{ wants_featured: 'true' }, false],
    [{}, false],
  ])('wants featured %j', (payload, expected) => {
    expect(wantsFeatured({ payload })).toBe(expected);
  });
});
