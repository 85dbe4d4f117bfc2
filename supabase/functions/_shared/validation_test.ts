import assert from 'node:assert/strict';
import { madridToday } from './dates.ts';
import { isLookalikeHostname } from './lookalike_host.ts';
import {
  EVENT_COLUMN_LIMITS,
  FIELD_LABELS,
  LIMITS,
  MAX_CATEGORIES,
  MAX_EXDATES,
  MAX_RULE_LENGTH,
  MAX_SUBCATEGORIES,
  MAX_URL_LENGTH,
  MESSAGES,
  REQUIRED_FIELDS,
  storedLimitErrors,
  validateSubmission,
} from './validation.ts';
import { codePointLength } from './visible_text.ts';
import {
  DESCRIPTION_TOO_LONG_STORED,
  END_BEFORE_START_PREFIX,
  END_PAST_PREFIX,
  malformedSubmissions,
  REQUIRED_PREFIX,
  START_PAST,
  URL_TOO_LONG_STORED,
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

// ── Limits on what is stored: whatever is accepted can be approved ─────────────────────────

Deno.test('the stored-length messages are the corpus wording', () => {
  assert.equal(MESSAGES.descriptionTooLongStored, DESCRIPTION_TOO_LONG_STORED);
  assert.equal(MESSAGES.tooLongStored('info_url', MAX_URL_LENGTH), URL_TOO_LONG_STORED('Enlace del evento'));
});

Deno.test("5,000 '&' (25,000 characters once escaped) are refused on the description, in Spanish", () => {
  const result = validateSubmission({ ...validSubmission(TODAY, NOW), description: '&'.repeat(5000) }, ctx);
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.equal(result.fields.description, DESCRIPTION_TOO_LONG_STORED);
  assert.equal(result.error, DESCRIPTION_TOO_LONG_STORED);
  assert.deepEqual(result.missing, []);
});

Deno.test("4,000 '&' are exactly the events table's 20,000 characters once stored: accepted", () => {
  const result = validateSubmission({ ...validSubmission(TODAY, NOW), description: '&'.repeat(4000) }, ctx);
  assert.ok(result.ok, JSON.stringify(!result.ok && result.fields));
  assert.equal(codePointLength(result.value.description), EVENT_COLUMN_LIMITS.description);
  const over = validateSubmission({ ...validSubmission(TODAY, NOW), description: '&'.repeat(4001) }, ctx);
  assert.ok(!over.ok && over.fields.description === DESCRIPTION_TOO_LONG_STORED);
});

Deno.test('a too-long stored description is reported with the other problems of the form', () => {
  const result = validateSubmission(
    { ...validSubmission(TODAY, NOW), description: '&'.repeat(5000), title: '' },
    ctx,
  );
  assert.ok(!result.ok);
  if (result.ok) return;
  assert.equal(result.fields.description, DESCRIPTION_TOO_LONG_STORED);
  assert.ok(result.fields.title);
  assert.deepEqual(result.missing, ['title']); // the description is there, only too long
});

Deno.test('every typed limit but the description fits its events column as stored', () => {
  // Text fields are stored as typed (trimmed, NFC), so their typed limit must be within the column's.
  const pairs: Array<[number, number]> = [
    [LIMITS.title, EVENT_COLUMN_LIMITS.title],
    [LIMITS.venue, EVENT_COLUMN_LIMITS.venue],
    [LIMITS.venue, EVENT_COLUMN_LIMITS.address],
    [LIMITS.town, EVENT_COLUMN_LIMITS.town],
    [LIMITS.neighborhood, EVENT_COLUMN_LIMITS.neighborhood],
    [LIMITS.organizer, EVENT_COLUMN_LIMITS.organizer],
    [LIMITS.como_llegar, EVENT_COLUMN_LIMITS.como_llegar],
    [LIMITS.recomendaciones, EVENT_COLUMN_LIMITS.recomendaciones],
    [MAX_RULE_LENGTH, EVENT_COLUMN_LIMITS.recurrence_rule],
    [MAX_CATEGORIES, EVENT_COLUMN_LIMITS.category_id],
    [MAX_SUBCATEGORIES, EVENT_COLUMN_LIMITS.subcategory],
    [MAX_EXDATES, EVENT_COLUMN_LIMITS.recurrence_exdates],
  ];
  for (const [typed, column] of pairs) assert.ok(typed <= column, `${typed} > ${column}`);
});

Deno.test('a submission at every typed maximum, with the characters that grow most, is storable', () => {
  // 2033 characters once percent-encoded (é → %C3%A9, " → %22), just within the column's 2048.
  const link = `https://example.com/${'é'.repeat(300)}?q=${'"'.repeat(70)}`;
  const descriptions = [
    '&'.repeat(4000),
    '<'.repeat(5000),
    `${'a\n'.repeat(2499)}a`,
    `${'<b>é</b>'.repeat(600)}`,
    `${'<a href="https://e.es/">x</a>'.repeat(160)}`,
    `${'"\'>'.repeat(1666)}`,
  ];
  let accepted = 0;
  for (const description of descriptions) {
    const result = validateSubmission(
      {
        ...validSubmission(TODAY, NOW),
        title: '&'.repeat(LIMITS.title),
        venue: '&'.repeat(LIMITS.venue),
        town: 'ñ'.repeat(LIMITS.town),
        neighborhood: 'ñ'.repeat(LIMITS.neighborhood),
        organizer: '&'.repeat(LIMITS.organizer),
        como_llegar: '&\n'.repeat(LIMITS.como_llegar / 2),
        recomendaciones: '&\n'.repeat(LIMITS.recomendaciones / 2),
        info_url: link,
        ticket_url: link,
        description,
      },
      ctx,
    );
    if (!result.ok) {
      // Refused only for the stored description, and then with its message.
      assert.deepEqual(result.fields, { description: DESCRIPTION_TOO_LONG_STORED }, description.slice(0, 30));
      continue;
    }
    accepted++;
    assert.equal(storedLimitErrors(result.value), null);
    assert.ok(codePointLength(result.value.description) <= EVENT_COLUMN_LIMITS.description);
    assert.ok(codePointLength(result.value.info_url!) <= MAX_URL_LENGTH);
  }
  assert.ok(accepted >= 3, `only ${accepted} accepted`);
});

Deno.test('storedLimitErrors names the first column the events table would refuse', () => {
  const result = validateSubmission(validSubmission(TODAY, NOW), ctx);
  assert.ok(result.ok);
  const value = result.value;
  assert.equal(storedLimitErrors(value), null);
  assert.deepEqual(storedLimitErrors({ ...value, description: 'x'.repeat(20001) }), [
    'description',
    DESCRIPTION_TOO_LONG_STORED,
  ]);
  assert.deepEqual(storedLimitErrors({ ...value, address: 'x'.repeat(501) }), [
    'venue',
    MESSAGES.tooLongStored('venue', 500),
  ]);
  assert.deepEqual(storedLimitErrors({ ...value, title: '🎉'.repeat(301) }), [
    'title',
    'El campo «Nombre del evento» es demasiado largo una vez guardado (máximo 300 caracteres).',
  ]);
  assert.deepEqual(storedLimitErrors({ ...value, category_id: Array(21).fill('musica') }), [
    'category_id',
    'El campo «Categorías» admite como máximo 20 elementos.',
  ]);
});

// ── Links: stored as parsed ──────────────────────────────────────────────────────────────

Deno.test('a link is stored as the parsed, normalised URL: markup typed into it is percent-encoded', () => {
  const result = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      info_url: 'https://evil.example/"><script>alert(1)</script>',
      ticket_url: 'HTTPS://Entradas.EXAMPLE:443/a/../b c?q=<x>&r=\'y\'#"z"',
    },
    ctx,
  );
  // The second link has a space: refused as not a web address.
  assert.ok(!result.ok && result.fields.ticket_url === MESSAGES.url('ticket_url'));
  const ok = validateSubmission(
    {
      ...validSubmission(TODAY, NOW),
      info_url: 'https://evil.example/"><script>alert(1)</script>',
      ticket_url: 'HTTPS://Entradas.EXAMPLE:443/a/../b?q=<x>#"z"',
    },
    ctx,
  );
  assert.ok(ok.ok, JSON.stringify(!ok.ok && ok.fields));
  assert.equal(ok.value.info_url, 'https://evil.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  assert.equal(ok.value.ticket_url, 'https://entradas.example/b?q=%3Cx%3E#%22z%22');
  for (const url of [ok.value.info_url!, ok.value.ticket_url!]) assert.doesNotMatch(url, /["<>\s]/);
});

Deno.test('an international host is stored in its ASCII form, which the moderation view decodes', () => {
  const result = validateSubmission(
    { ...validSubmission(TODAY, NOW), info_url: 'https://аpple.com/', ticket_url: 'https://bücher.de/ñ' },
    ctx,
  );
  assert.ok(result.ok, JSON.stringify(!result.ok && result.fields));
  assert.equal(result.value.info_url, 'https://xn--pple-43d.com/');
  assert.equal(result.value.ticket_url, 'https://xn--bcher-kva.de/%C3%B1');
  assert.equal(isLookalikeHostname(new URL(result.value.info_url!).hostname), true);
  assert.equal(isLookalikeHostname(new URL(result.value.ticket_url!).hostname), false);
});

Deno.test('links that are not http(s) are still refused in Spanish, after parsing too', () => {
  for (const url of [
    'javascript:alert(1)',
    'https:example.com',
    'https:\\\\example.com',
    'ftp://example.com/',
  ]) {
    const result = validateSubmission({ ...validSubmission(TODAY, NOW), info_url: url }, ctx);
    assert.ok(!result.ok && result.fields.info_url === MESSAGES.url('info_url'), url);
  }
});
