import assert from 'node:assert/strict';
import {
  accountDeletedEmail,
  approvedEmail,
  brand,
  deleteConfirmationEmail,
  moderationEmail,
  receiptEmail,
  rejectedEmail,
} from './emails.ts';
import { validSeries, validSubmission } from './submission_corpus.ts';
import { validateSubmission } from './validation.ts';

function cleaned(patch: Record<string, unknown> = {}) {
  const result = validateSubmission(
    { ...validSubmission('2026-11-22', 0), form_started_at: undefined, ...patch },
    {
      today: '2026-11-22',
      now: 10_000,
    },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.value;
}

Deno.test('brand names the city', () => {
  assert.equal(brand('Bilbao'), 'Agenda Norte Bilbao');
  assert.equal(brand(null), 'Agenda Norte');
});

Deno.test('receipt: Spanish, with the city, the summary and no raw HTML from the user', () => {
  const s = cleaned({ title: 'Fiesta & "amigos"', submitted_by_name: 'Ane' });
  const mail = receiptEmail(s, { cityName: 'Bilbao' });
  assert.match(mail.subject, /Hemos recibido tu evento «Fiesta & "amigos"» · Agenda Norte Bilbao/);
  assert.match(mail.text, /Hola, Ane:/);
  assert.match(mail.text, /comunidad de Agenda Norte Bilbao/);
  assert.match(mail.text, /29\/11\/2026 a las 20:30/);
  assert.match(mail.html, /Fiesta &amp; &quot;amigos&quot;/);
  assert.doesNotMatch(mail.html, /Fiesta & "amigos"/);
});

Deno.test('moderation: lists the fields and the reference', () => {
  const s = cleaned({ wants_featured: true });
  const mail = moderationEmail(s, { submissionId: 'abc-123', cityName: 'San Sebastián' });
  assert.match(mail.subject, /^Nuevo evento para revisar en Agenda Norte San Sebastián: /);
  assert.match(mail.text, /Categorías: Música/);
  assert.match(mail.text, /Quiere destacarlo: Sí/);
  assert.match(mail.text, /Referencia de la propuesta: abc-123/);
  assert.match(mail.html, /<strong>jazz<\/strong>/); // the sanitised description is shown as HTML
});

Deno.test('approval and rejection', () => {
  const ok = approvedEmail({
    name: null,
    title: 'Jazz',
    cityName: 'Pamplona',
    eventUrl: 'https://pamplona.agendanorte.es/event/x--jazz',
  });
  assert.match(ok.subject, /ya está publicado · Agenda Norte Pamplona/);
  assert.match(ok.text, /^Hola:/);
  assert.match(ok.html, /href="https:\/\/pamplona.agendanorte.es\/event\/x--jazz"/);
  const no = rejectedEmail({ name: 'Jon', title: 'Jazz', cityName: null, reason: '<b>Fecha</b> incorrecta' });
  assert.match(no.text, /Motivo: <b>Fecha<\/b> incorrecta/);
  assert.match(no.html, /&lt;b&gt;Fecha&lt;\/b&gt; incorrecta/);
});

Deno.test('deletion e-mails', () => {
  const link = 'http://bilbao.localhost:5173/confirmar-baja?token=abc';
  const mail = deleteConfirmationEmail({ cityName: 'Bilbao', link, hours: 24 });
  assert.match(mail.subject, /Confirma la baja de tu cuenta en Agenda Norte Bilbao/);
  assert.ok(mail.text.includes(link));
  assert.ok(mail.html.includes(`href="${link}"`));
  assert.match(mail.text, /caduca en 24 horas/);
  assert.match(accountDeletedEmail({ cityName: null }).subject, /Tu cuenta de Agenda Norte se ha eliminado/);
});

Deno.test('subjects are one line', () => {
  const s = cleaned({ title: 'x'.repeat(200) });
  const mail = receiptEmail(s, { cityName: 'Bilbao' });
  assert.ok(mail.subject.length <= 200);
  assert.doesNotMatch(mail.subject, /\n/);
});

Deno.test('a series: its rhythm, number of dates and span, once the first day is told', () => {
  const series = validSeries('2026-11-22');
  // 29 November 2026 is a Sunday: every Sunday for 12 weeks, one skipped.
  const s = cleaned({ end_date: null, ...series, dates: undefined });
  const receipt = receiptEmail(s, { cityName: 'Bilbao', dates: 12 });
  assert.match(receipt.text, /Cuándo: 29\/11\/2026 a las 20:30 hasta las 23:00\n/);
  assert.match(receipt.text, /Se repite: Cada domingo · 12 fechas, del 29\/11\/2026 al 21\/02\/2027\n/);
  assert.match(receipt.html, /Cada domingo · 12 fechas, del 29\/11\/2026 al 21\/02\/2027/);
  const moderation = moderationEmail(s, { submissionId: 'x', cityName: 'Bilbao', dates: 12 });
  assert.match(moderation.text, /Se repite: Cada domingo · 12 fechas/);
  // Without the count: the rhythm and span only.
  assert.match(
    receiptEmail(s, { cityName: null }).text,
    /Se repite: Cada domingo · del 29\/11\/2026 al 21\/02\/2027\n/,
  );
  assert.doesNotMatch(receiptEmail(cleaned(), { cityName: null }).text, /Se repite/);
});
