import assert from 'node:assert/strict';
import { madridToday } from './dates.ts';
import { FIELD_LABELS, LIMITS, MESSAGES, REQUIRED_FIELDS, validateSubmission } from './validation.ts';
import {
  END_BEFORE_START_PREFIX,
  END_PAST_PREFIX,
  malformedSubmissions,
  REQUIRED_PREFIX,
  START_PAST,
  validSeries,
  validSubmission,
} from './submission_corpus.ts';

// deno-lint-ignore no-control-regex
const CONTROL_OR_BIDI = /[\u0000-\u001f\u202a-\u202e]/;
const TODAY = '2026-11-22';
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const ctx = { today: TODAY, now: NOW };

/** Spanish, not English or empty: at least one common Spanish word or character. */
function looksSpanish(message: string): boolean {
  return (
    /[áéíóúñ¿¡«»]|\b(el|la|los|las|de|del|debe|campo|no|por|una?|es|se)\b/i.test(message) &&
    !/\b(the|must|invalid|required)\b/i.test(message)
  );
}

Deno.test('the valid submission passes and is cleaned', () => {
  const result = validateSubmission(validSubmission(TODAY, NOW), ctx);
  assert.ok(result.ok, JSON.stringify(!result.ok && result.fields));
  const v = result.value;
  assert.equal(v.title, 'Concierto de jazz en la Ribera');
  assert.deepEqual(v.category_id, ['musica']);
  assert.equal(v.town, 'Bilbao');
  assert.equal(v.town_id, 'bilbao');
  assert.equal(v.city_id, 'bilbao');
  assert.equal(v.neighborhood, 'Casco Viejo');
  assert.equal(v.venue, 'Calle de la Ribera 12');
  assert.equal(v.address, v.venue);
  assert.equal(v.price, 12);
  assert.equal(v.start_time, '20:30');
  assert.equal(v.submitted_by_email, 'ane.organiza@example.com');
  assert.match(
    v.description,
    /<a href="https:\/\/example.com\/jazz" rel="noopener noreferrer nofollow" target="_blank">/,
  );
});

Deno.test(`the corpus has at least 50 malformed submissions`, () => {
  assert.ok(malformedSubmissions(TODAY, NOW).length >= 50);
});

for (const testCase of malformedSubmissions(TODAY, NOW)) {
  Deno.test(`malformed: ${testCase.name} → ${testCase.field}`, () => {
    const result = validateSubmission(testCase.body, ctx);
    assert.equal(result.ok, false, `${testCase.name} was accepted`);
    if (result.ok) return;
    const message = result.fields[testCase.field];
    assert.ok(message, `no message for ${testCase.field}; got ${JSON.stringify(result.fields)}`);
    assert.ok(looksSpanish(message), `not Spanish: ${message}`);
    assert.ok(looksSpanish(result.error), `not Spanish: ${result.error}`);
    if (testCase.message) assert.equal(message, testCase.message);
    if (testCase.requiredLabels) {
      assert.ok(result.error.startsWith(REQUIRED_PREFIX), result.error);
      for (const label of testCase.requiredLabels)
        assert.ok(result.error.includes(label), `${label} not in ${result.error}`);
    }
    // No message carries control characters back to the client.
    for (const m of [result.error, ...Object.values(result.fields)]) assert.doesNotMatch(m, CONTROL_OR_BIDI);
  });
}

Deno.test('the required message lists the names in the description order', () => {
  const result = validateSubmission({}, ctx);
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.equal(
    result.error,
    'Por favor, revisa los siguientes campos obligatorios: Nombre del evento, Fecha de inicio, Hora de inicio, Localidad, Categorías, Descripción (mínimo 15 caracteres), Dirección',
  );
  assert.deepEqual(result.missing, [...REQUIRED_FIELDS]);
  assert.deepEqual(Object.keys(result.fields).sort(), [...REQUIRED_FIELDS].sort());
});

Deno.test('only the missing names are listed', () => {
  const body = validSubmission(TODAY, NOW);
  delete body.title;
  body.venue = '';
  const result = validateSubmission(body, ctx);
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.equal(result.error, `${REQUIRED_PREFIX}${FIELD_LABELS.title}, ${FIELD_LABELS.venue}`);
});

Deno.test('date messages use the description wording', () => {
  const past = validateSubmission(
    { ...validSubmission(TODAY, NOW), start_date: '2026-11-21', end_date: null },
    ctx,
  );
  assert.ok(!past.ok && past.error === START_PAST);
  const endPast = validateSubmission(
    { ...validSubmission(TODAY, NOW), start_date: TODAY, end_date: '2026-11-21' },
    ctx,
  );
  assert.ok(!endPast.ok && endPast.fields.end_date!.startsWith(END_PAST_PREFIX));
  const order = validateSubmission(
    { ...validSubmission(TODAY, NOW), start_date: '2026-12-10', end_date: '2026-12-05' },
    ctx,
  );
  assert.ok(!order.ok && order.fields.end_date!.startsWith(END_BEFORE_START_PREFIX));
});

Deno.test('today is allowed, and so is an end date equal to the start date', () => {
  const result = validateSubmission(
    { ...validSubmission(TODAY, NOW), start_date: TODAY, end_date: TODAY },
    ctx,
  );
  assert.ok(result.ok);
});

Deno.test('optional fields may be empty, null or absent', () => {
  const body: Record<string, unknown> = {
    title: 'Mercado de Navidad',
    category_id: 'gastronomia', // a single value is wrapped into a list
    description: 'Puestos de artesanía y comida local durante todo el día.',
    start_date: '2026-12-01',
    start_time: '10:00:00',
    town: 'Laredo',
    venue: 'Plaza Mayor',
    end_date: '',
    end_time: null,
    neighborhood: '',
    price: '',
    organizer: null,
    info_url: '',
    ticket_url: '',
    submitted_by_email: '',
  };
  const result = validateSubmission(body, ctx);
  assert.ok(result.ok, JSON.stringify(!result.ok && result.fields));
  assert.deepEqual(result.value.category_id, ['gastronomia']);
  assert.equal(result.value.start_time, '10:00');
  assert.equal(result.value.end_date, null);
  assert.equal(result.value.price, null);
  assert.equal(result.value.town, 'Laredo'); // custom town text kept
  assert.equal(result.value.town_id, null);
  assert.equal(result.value.city_id, null);
  assert.equal(result.value.is_free, false);
  assert.equal(result.value.submitted_by_email, null);
});

Deno.test('price: digits as text, decimals with a comma, and free clears it', () => {
  const ok = (price: unknown, isFree = false) =>
    validateSubmission({ ...validSubmission(TODAY, NOW), price, is_free: isFree }, ctx);
  const a = ok('15');
  assert.ok(a.ok && a.value.price === 15);
  const b = ok('7,50');
  assert.ok(b.ok && b.value.price === 7.5);
  const c = ok(0);
  assert.ok(c.ok && c.value.price === 0);
  const d = ok(20, true);
  assert.ok(d.ok && d.value.price === null && d.value.is_free === true);
});

Deno.test('descriptions are sanitised and plain text keeps its line breaks', () => {
  const html = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      description:
        '<p onclick="x()">Gran fiesta popular <script>alert(1)</script>con <a href="javascript:alert(1)">enlace</a></p>',
    },
    ctx,
  );
  assert.ok(html.ok);
  assert.equal(html.value.description, '<p>Gran fiesta popular con enlace</p>');
  const text = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      description: 'Primera línea del evento\nsegunda línea\n\nOtro párrafo <3',
    },
    ctx,
  );
  assert.ok(text.ok);
  assert.equal(
    text.value.description,
    '<p>Primera línea del evento<br>segunda línea</p><p>Otro párrafo &lt;3</p>',
  );
});

Deno.test('emoji, accents and ZWJ sequences are fine; zero-width spaces are removed', () => {
  const result = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      title: '🎉 Fiesta de Begoña 👨‍👩‍👧 en famili\u200ba',
      organizer: 'Peña Txoko',
    },
    ctx,
  );
  assert.ok(result.ok, JSON.stringify(!result.ok && result.fields));
  assert.equal(result.value.title, '🎉 Fiesta de Begoña 👨‍👩‍👧 en familia');
});

Deno.test('text is NFC-normalised and length is counted in characters', () => {
  const decomposed = 'Bego\u006e\u0303a'; // n + combining tilde
  const result = validateSubmission({ ...validSubmission(TODAY, NOW), title: decomposed }, ctx);
  assert.ok(result.ok && result.value.title === 'Begoña');
  const exact = validateSubmission({ ...validSubmission(TODAY, NOW), title: '🎉'.repeat(LIMITS.title) }, ctx);
  assert.ok(exact.ok, 'exactly the limit, in emoji, is accepted');
});

Deno.test('the honeypot may be an empty string; form_started_at may be absent', () => {
  const body = validSubmission(TODAY, NOW);
  delete body.form_started_at;
  delete body.website;
  assert.ok(validateSubmission(body, ctx).ok);
  assert.ok(validateSubmission({ ...body, form_started_at: NOW - 3000 }, ctx).ok);
});

Deno.test('a non-object body is refused', () => {
  for (const input of [null, [], 'texto', 42, true]) {
    const result = validateSubmission(input, ctx);
    assert.ok(!result.ok && result.error === MESSAGES.notObject);
  }
});

Deno.test('madridToday is the Madrid calendar day', () => {
  // 23:30 UTC on 31 Dec is already 1 Jan in Madrid (UTC+1).
  assert.equal(madridToday(new Date(Date.UTC(2026, 11, 31, 23, 30))), '2027-01-01');
  // 22:30 UTC in summer is 00:30 the next day in Madrid (UTC+2).
  assert.equal(madridToday(new Date(Date.UTC(2026, 6, 14, 22, 30))), '2026-07-15');
  assert.equal(madridToday(new Date(Date.UTC(2026, 6, 14, 21, 30))), '2026-07-14');
});

Deno.test('a series: the rule normalised, skipped days sorted and distinct, end_date its last date', () => {
  const series = validSeries(TODAY);
  const start = validSubmission(TODAY, NOW).start_date as string;
  const result = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      end_date: null,
      recurrence_rule: ` rrule:${series.recurrence_rule.toLowerCase()} `,
      recurrence_exdates: [...series.recurrence_exdates, ` ${series.recurrence_exdates[0]}`],
    },
    ctx,
  );
  assert.ok(result.ok, JSON.stringify(!result.ok && result.fields));
  assert.equal(result.value.start_date, start);
  assert.equal(result.value.recurrence_rule, series.recurrence_rule);
  assert.deepEqual(result.value.recurrence_exdates, series.recurrence_exdates);
  assert.deepEqual(result.dates, series.dates);
  assert.equal(result.dates?.length, 12);
  assert.equal(result.value.end_date, series.dates[11]);
  // Skipped days in any order, some outside the series: sorted, kept (they skip nothing).
  const loose = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      recurrence_rule: series.recurrence_rule,
      recurrence_exdates: ['2027-01-01', series.recurrence_exdates[0], '2026-12-31'],
    },
    ctx,
  );
  assert.ok(loose.ok);
  assert.deepEqual(
    loose.value.recurrence_exdates,
    ['2026-12-31', '2027-01-01', series.recurrence_exdates[0]].sort(),
  );
  assert.equal(loose.dates?.length, 12);
});

Deno.test(
  'no series: no rule keys in the payload; a blank rule is none; skipped days alone are dropped',
  () => {
    for (const patch of [
      {},
      { recurrence_rule: '' },
      { recurrence_rule: null },
      { recurrence_exdates: ['2026-12-01'] },
    ]) {
      const result = validateSubmission({ ...validSubmission(TODAY, NOW), ...patch }, ctx);
      assert.ok(result.ok, JSON.stringify(patch));
      assert.equal('recurrence_rule' in result.value, false);
      assert.equal('recurrence_exdates' in result.value, false);
      assert.equal(result.dates, null);
      assert.equal(result.value.end_date, validSubmission(TODAY, NOW).end_date);
    }
  },
);

Deno.test('a series is not checked against a start date that is itself wrong', () => {
  const result = validateSubmission(
    { ...validSubmission(TODAY, NOW), start_date: '2026-11-01', recurrence_rule: 'FREQ=DAILY;COUNT=3' },
    ctx,
  );
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.equal(result.fields.start_date, START_PAST);
  assert.equal(result.fields.recurrence_rule, undefined);
});
