import { existsSync, readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from '../db/adapter.ts';
import { sendMail } from '../mail/outbox.ts';

export type MailKind = 'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'invite';

/** GoTrue's default templates, used unless config.toml names others. */
const DEFAULTS: Record<MailKind, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    html: '<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    html: '<h2>Magic Link</h2>\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm Change of Email</h2>\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2>\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
};

const escAttr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface MailVars {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  Email: string;
  NewEmail?: string;
  RedirectTo: string;
  Data?: Record<string, unknown>;
}

/** Go-template subset: `{{ .Name }}` and `{{ .Data.key }}`, values HTML-escaped. */
function render(tpl: string, v: MailVars): string {
  return tpl.replace(
    /\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g,
    (_m, name: string, key?: string) => {
      if (name === 'Data' && key) return escAttr(String(v.Data?.[key] ?? ''));
      const val = (v as unknown as Record<string, unknown>)[name];
      return typeof val === 'string' ? escAttr(val) : '';
    },
  );
}

export async function sendAuthMail(
  db: Db,
  cfg: ResolvedConfig,
  kind: MailKind,
  to: string,
  vars: MailVars,
): Promise<void> {
  const custom = cfg.emailTemplates[kind === 'magic_link' ? 'magic_link' : kind];
  const def = DEFAULTS[kind];
  const html =
    custom?.contentPath && existsSync(custom.contentPath)
      ? readFileSync(custom.contentPath, 'utf8')
      : def.html;
  const subject = custom?.subject ?? def.subject;
  await sendMail(db, {
    to,
    subject: render(subject, vars).replace(/&amp;/g, '&'),
    html: render(html, vars),
    text: `${render(subject, vars)}\n\n${vars.ConfirmationURL}\n`,
  });
}

/** redirect_to must match site_url or additional_redirect_urls (globs), as GoTrue checks it. */
export function safeRedirect(cfg: ResolvedConfig, requested: string | null | undefined): string {
  if (!requested) return cfg.siteUrl;
  const allowed = [cfg.siteUrl, ...cfg.additionalRedirectUrls];
  for (const pattern of allowed) {
    if (requested === pattern || requested.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`))
      return requested;
    if (pattern.includes('*') && globToRegex(pattern).test(requested)) return requested;
  }
  try {
    const base = new URL(cfg.siteUrl);
    const req = new URL(requested);
    if (req.origin === base.origin) return requested;
  } catch {
    /* not a URL: fall back to the site URL */
  }
  return cfg.siteUrl;
}

function globToRegex(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] ?? '';
    if (ch === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (ch === '*') re += '[^./]*';
    else re += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}(?:[/?#].*)?$`);
}
