import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageMeta, useCity } from '@/features/city';
import { ExternalLinkIcon, ArrowLeftIcon, ClockIcon } from '@/components/ui/icons';
import { MapEmbed } from '@/components/ui/map-embed';
import { articleHead, ARTICLE_NOT_FOUND_HEAD } from '../domain/article-head';
import { articleMapUrl, editorialCity, editorialListPath, formatPublished } from '../domain/list';
import { Suspense, use } from 'react';
import { loadEditorialArticles } from '@/content/editorial';
import { ArticlesLoading } from './articles-loading';
import { m } from '@/i18n/paraglide/messages.js';

type ShownArticle = { articleId: string } & ReturnType<typeof editorialCity>;

function LoadedArticle({ articleId, city, cityParam }: ShownArticle) {
  const { cityUrl } = useCity();
  const article = use(loadEditorialArticles(city.id)).find((item) => item.id === articleId);
  if (!article) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <PageMeta {...ARTICLE_NOT_FOUND_HEAD} />
        <h1 className="text-3xl font-extrabold text-gray-900">{m.editorial_not_found_title()}</h1>
        <p className="text-gray-700">{m.editorial_not_found_text()}</p>
        <Link to={editorialListPath(cityParam)} className={buttonClasses('primary', 'md')}>
          {m.editorial_back()}
        </Link>
      </section>
    );
  }
  const relatedClass = buttonClasses('primary', 'lg');
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageMeta {...articleHead(article, city, cityParam)} />
      <Link
        to={editorialListPath(cityParam)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeftIcon width={18} height={18} />
        {m.editorial_back()}
      </Link>
      <header className="space-y-4">
        <img
          src={article.imageUrl}
          alt={article.imageAlt}
          width={1280}
          height={720}
          className="aspect-video w-full rounded-2xl bg-gray-100 object-cover"
        />
        <p className="text-sm text-gray-600">
          {city.name} · <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt)}</time>
        </p>
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{article.title}</h1>
        <p className="text-lg text-gray-700">{article.subtitle}</p>
      </header>
      <div className="space-y-4 text-base leading-relaxed text-gray-800">
        {article.longText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {article.horarios.length > 0 && (
        <section aria-labelledby="article-schedule-title" className="space-y-3 rounded-2xl bg-gray-50 p-5">
          <h2 id="article-schedule-title" className="flex items-center gap-2 text-xl font-bold text-gray-900">
            <ClockIcon className="text-primary" />
            {m.editorial_schedule_title()}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-gray-800">
            {article.horarios.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {article.links.length > 0 && (
        <section aria-labelledby="article-links-title" className="space-y-3">
          <h2 id="article-links-title" className="text-xl font-bold text-gray-900">
            {m.editorial_links_title()}
          </h2>
          <ul className="space-y-1">
            {article.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-primary hover:underline"
                >
                  {link.label}
                  <ExternalLinkIcon width={16} height={16} />
                  <span className="sr-only"> {m.editorial_new_tab()}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <MapEmbed src={articleMapUrl(article.map.query)} place={article.map.place} />
      {/* Another city's article points to that city's own site, where its plans are listed. */}
      {cityParam ? (
        <a href={`${cityUrl(cityParam)}${article.link.to}`} className={relatedClass}>
          {article.link.label}
        </a>
      ) : (
        <Link to={article.link.to} className={relatedClass}>
          {article.link.label}
        </Link>
      )}
    </article>
  );
}

/** /editorial/{id} (?city={cityId} for another city's article; default the active city). */
export function ArticlePage({ articleId }: { articleId: string }) {
  const shown = editorialCity(useCity().city, useSearchParams()[0]);
  return (
    <Suspense fallback={<ArticlesLoading />}>
      <LoadedArticle articleId={articleId} {...shown} />
    </Suspense>
  );
}
