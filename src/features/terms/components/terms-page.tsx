import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import terms from '@/content/terms.json';
import termsEu from '@/content/terms.eu.json';
import type { TermsSection } from '@/content/types';
import { termsHead } from '@/content/page-heads';
import * as CONSTANTS from '@/config/constants';
import { SITE_NAME } from '@/config/site';
import { useCity, PageMeta } from '@/features/city';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { MONTHS_EU, yearEu } from '../../../../supabase/functions/_shared/basque_text.ts';
import { MONTHS_ES } from '../../../../supabase/functions/_shared/madrid_time.ts';

/** The terms in each language (this page loads on its own, so both ship with it). */
const SECTIONS: Readonly<Record<'es' | 'eu', TermsSection[]>> = { es: terms, eu: termsEu };

/** A 'YYYY-MM' month as the page's language writes it: 'agosto de 2025', '2025eko abuztua'. */
function monthYearLabel(value: string): string {
  const [year, month] = value.split('-').map(Number) as [number, number];
  return getLocale() === 'eu'
    ? `${yearEu(year)} ${MONTHS_EU[month - 1]}`
    : `${MONTHS_ES[month - 1]} de ${year}`;
}

/** What the text names by `{NAME}`: the constants the site applies, so the terms state its rules. */
const FIGURES: Readonly<Record<string, unknown>> = CONSTANTS;

/** A text of terms.json with its e-mail, figures and links in place (see TermsSection). */
function richText(text: string, email: string): ReactNode[] {
  return text.split(/(\{\w+\}|\[[^\]]+\]\([^)]+\))/).map((part, index) => {
    const link = /^\[(.+)\]\((.+)\)$/.exec(part);
    if (link) {
      return (
        <Link key={index} to={link[2]!}>
          {link[1]}
        </Link>
      );
    }
    if (part === '{email}') {
      return (
        <a key={index} href={`mailto:${email}`}>
          {email}
        </a>
      );
    }
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in FIGURES ? String(FIGURES[name]) : part;
  });
}

export function TermsPage() {
  const { city } = useCity();
  const email = city.contactInfo.email;
  const sections = SECTIONS[getLocale() === 'eu' ? 'eu' : 'es'];
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
      <PageMeta {...termsHead(city)} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{m.terms_title()}</h1>
        <p className="text-sm text-gray-600">
          {m.terms_last_updated({ date: monthYearLabel(CONSTANTS.TERMS_LAST_UPDATED) })}
        </p>
        <p className="text-lg text-gray-700">{m.terms_intro({ site: SITE_NAME })}</p>
      </header>
      <nav aria-labelledby="terms-index-title" className="rounded-2xl bg-gray-50 p-5">
        <h2 id="terms-index-title" className="mb-2 text-base font-bold text-gray-900">
          {m.terms_index_title()}
        </h2>
        <ol className="grid gap-1 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 items-center text-sm">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id, title, body }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
          <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
            {title}
          </h2>
          <div className="space-y-3 leading-relaxed text-gray-800 [&_li]:ml-5 [&_li]:list-disc">
            {body.map((block, index) =>
              typeof block === 'string' ? (
                <p key={index}>{richText(block, email)}</p>
              ) : (
                <ul key={index}>
                  {block.map((item) => (
                    <li key={item}>{richText(item, email)}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
