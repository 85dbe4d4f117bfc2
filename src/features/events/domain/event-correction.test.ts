import { describe, expect, it } from 'vitest';
import {
  CORRECTION_MESSAGES,
  correctionChanges,
  correctionDraft,
  validateCorrection,
  type CorrectionDraft,
} from './event-correction';
import { makeEvent } from './event.fixture';

const event = makeEvent({
  id: 'e1',
  title: 'Jazz en el Kafe',
  description: '<p>Una gran noche.</p>',
  venue: 'Bilbo Kafe',
  address: 'Calle Mayor 1',
  startDate: '2026-11-28',
  endDate: '2026-11-29',
  startTime: '20:00:00',
  endTime: '',
  price: 12.5,
  isFree: false,
  infoUrl: 'https://kafe.example/jazz',
  ticketUrl: '',
});

const series = makeEvent({
  title: 'Clase de swing',
  startDate: '2026-12-03',
  endDate: '',
  series: {
    rule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=4',
    exdates: [],
    dates: ['2026-11-26', '2026-12-03', '2026-12-10', '2026-12-17'],
    firstDate: '2026-11-26',
  },
});

const edit = (overrides: Partial<CorrectionDraft>, from = event): CorrectionDraft => ({
  ...correctionDraft(from),
  ...overrides,
});

describe('correctionDraft', () => {
  it('holds the event as the form shows it: times as HH:MM, the price with a decimal comma', () => {
    expect(correctionDraft(event)).toEqual({
      title: 'Jazz en el Kafe',
      description: '<p>Una gran noche.</p>',
      venue: 'Bilbo Kafe',
      address: 'Calle Mayor 1',
      startDate: '2026-11-28',
      endDate: '2026-11-29',
      startTime: '20:00',
      endTime: '',
      price: '12,5',
      isFree: false,
      infoUrl: 'https://kafe.example/jazz',
      ticketUrl: '',
      status: 'scheduled',
    });
  });

  it('a cancelled event is Cancelado', () => {
    expect(correctionDraft(makeEvent({ cancelled: true })).status).toBe('cancelled');
  });

  it('a series starts from its first date (the one stored), not the date it is shown at', () => {
    expect(correctionDraft(series)).toMatchObject({ startDate: '2026-11-26', endDate: '' });
  });
});

describe('correctionChanges', () => {
  it('an untouched form changes nothing', () => {
    expect(correctionChanges(correctionDraft(event), event)).toEqual({});
    expect(correctionChanges(correctionDraft(series), series)).toEqual({});
  });

  it('reformatting alone is no change (spaces, 12.50 for 12,5)', () => {
    expect(
      correctionChanges(edit({ title: '  Jazz   en el Kafe ', price: '12.50', venue: 'Bilbo Kafe ' }), event),
    ).toEqual({});
  });

  it('sends only the changed fields, as stored', () => {
    expect(
      correctionChanges(
        edit({
          title: ' Jazz en el Kafe (aplazado) ',
          endDate: '',
          startTime: '21:30',
          price: '15',
          isFree: true,
          ticketUrl: ' https://entradas.example/jazz ',
          status: 'cancelled',
        }),
        event,
      ),
    ).toEqual({
      title: 'Jazz en el Kafe (aplazado)',
      end_date: '',
      start_time: '21:30',
      price: 15,
      is_free: true,
      ticket_url: 'https://entradas.example/jazz',
      status: 'cancelled',
    });
  });

  it('a price emptied becomes unknown (null)', () => {
    expect(correctionChanges(edit({ price: ' ' }), event)).toEqual({ price: null });
  });

  it('a typed description is stored as safe HTML: plain text escaped with its paragraphs, HTML sanitised', () => {
    expect(correctionChanges(edit({ description: 'Jazz & blues\n\nEntrada libre' }), event)).toEqual({
      description: '<p>Jazz &amp; blues</p><p>Entrada libre</p>',
    });
    expect(
      correctionChanges(edit({ description: '<p onclick="x()">Hola</p><script>alert(1)</script>' }), event),
    ).toEqual({ description: '<p>Hola</p>' });
  });

  it("a series' first date is sent when changed; it has no end date to send", () => {
    expect(
      correctionChanges(edit({ startDate: '2026-11-27', endDate: '2027-01-01' }, series), series),
    ).toEqual({
      start_date: '2026-11-27',
    });
  });
});

describe('validateCorrection', () => {
  it('an untouched form is valid', () => {
    expect(validateCorrection(correctionDraft(event), event)).toEqual({});
  });

  it.each<[string, Partial<CorrectionDraft>, Record<string, string>]>([
    ['blank title', { title: '   ' }, { title: CORRECTION_MESSAGES.titleRequired }],
    ['title too long', { title: 'a'.repeat(301) }, { title: CORRECTION_MESSAGES.titleTooLong }],
    ['venue too long', { venue: 'a'.repeat(301) }, { venue: CORRECTION_MESSAGES.venueTooLong }],
    ['address too long', { address: 'a'.repeat(501) }, { address: CORRECTION_MESSAGES.addressTooLong }],
    [
      'description too long once escaped',
      { description: '&'.repeat(4001) },
      { description: CORRECTION_MESSAGES.descriptionTooLong },
    ],
    ['start date removed', { startDate: '' }, { startDate: CORRECTION_MESSAGES.startDateRequired }],
    [
      'start date not a date',
      { startDate: '2026-02-30' },
      { startDate: CORRECTION_MESSAGES.startDateInvalid },
    ],
    ['end before start', { endDate: '2026-11-27' }, { endDate: CORRECTION_MESSAGES.endBeforeStart }],
    ['end date not a date', { endDate: 'mañana' }, { endDate: CORRECTION_MESSAGES.endDateInvalid }],
    ['start time', { startTime: '25:00' }, { startTime: CORRECTION_MESSAGES.startTimeInvalid }],
    ['end time', { endTime: '8h' }, { endTime: CORRECTION_MESSAGES.endTimeInvalid }],
    ['price not a number', { price: '12 €' }, { price: CORRECTION_MESSAGES.price }],
    ['price negative', { price: '-3' }, { price: CORRECTION_MESSAGES.price }],
    ['price with three decimals', { price: '1,505' }, { price: CORRECTION_MESSAGES.price }],
    ['price too high', { price: '100000' }, { price: CORRECTION_MESSAGES.priceTooHigh }],
    ['info link without scheme', { infoUrl: 'kafe.example' }, { infoUrl: CORRECTION_MESSAGES.infoUrl }],
    [
      'ticket link javascript:',
      { ticketUrl: 'javascript:alert(1)' },
      { ticketUrl: CORRECTION_MESSAGES.ticketUrl },
    ],
    [
      'ticket link too long',
      { ticketUrl: `https://e.example/${'a'.repeat(2048)}` },
      { ticketUrl: CORRECTION_MESSAGES.urlTooLong },
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(validateCorrection(edit(overrides), event)).toEqual(expected);
  });

  it('an end time before the start time is an event past midnight, not an error', () => {
    expect(validateCorrection(edit({ startTime: '22:00', endTime: '01:00' }), event)).toEqual({});
  });

  it('an undated event may stay undated', () => {
    const undated = makeEvent({ title: 'Sin fecha' });
    expect(validateCorrection(correctionDraft(undated), undated)).toEqual({});
  });

  it('lists the errors in the form order (the first gets the focus)', () => {
    const errors = validateCorrection(edit({ ticketUrl: 'x', price: 'y', title: '' }), event);
    expect(Object.keys(errors)).toEqual(['title', 'price', 'ticketUrl']);
  });
});
