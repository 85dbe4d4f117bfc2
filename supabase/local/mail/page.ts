import type { MailMessage } from './outbox.ts';

const esc = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Links found in a message, shown as plain anchors so a person can click them outside the iframe. */
function links(m: MailMessage): string[] {
  const found = new Set<string>();
  for (const src of [m.html ?? '', m.text ?? '']) {
    for (const match of src.matchAll(/https?:\/\/[^\s"'<>]+/g)) found.add(match[0].replace(/&amp;/g, '&'));
  }
  return [...found];
}

/**
 * The outbox as a page. Message HTML is untrusted: it is shown only inside a sandboxed iframe
 * (srcdoc, no scripts, no same-origin), and everything else is escaped.
 */
export function renderOutbox(messages: MailMessage[]): string {
  const items = messages
    .map((m) => {
      const linkList = links(m)
        .map((l) => `<li><a href="${esc(l)}" target="_blank" rel="noopener noreferrer">${esc(l)}</a></li>`)
        .join('');
      const body = m.html
        ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(`<base target="_blank">${m.html}`)}"></iframe>`
        : `<pre>${esc(m.text ?? '')}</pre>`;
      return `<article>
  <h2>${esc(m.subject || '(sin asunto)')}</h2>
  <p class="meta">Para: ${esc(m.to.join(', '))} · De: ${esc(m.from)} · ${esc(m.created_at)}</p>
  ${linkList ? `<ul class="links">${linkList}</ul>` : ''}
  ${body}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Correo local (${messages.length})</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{margin:0 0 .25rem;font-size:1.1rem}.meta{color:#6b7280;font-size:.85rem;margin:0 0 .5rem}
iframe{width:100%;height:20rem;border:1px solid #e5e7eb;border-radius:.25rem;background:#fff}
pre{white-space:pre-wrap;background:#f9fafb;padding:.5rem}.links{font-size:.9rem;word-break:break-all}
</style></head><body>
<h1>Correo local</h1>
<p>${messages.length} mensaje(s), el más reciente primero. JSON: <a href="/_mail/messages">/_mail/messages</a>.</p>
${items || '<p>No hay mensajes.</p>'}
</body></html>`;
}
