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
import { validSubmission } from './submission_corpus.ts';
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
