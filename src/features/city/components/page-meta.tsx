import { headTags, type PageHead } from '@/components/seo/head-tags';
import { useCity } from '../city-context';

/** The same head tags the request handler serves; React hoists them into the document's head. */
export function PageMeta(head: PageHead) {
  const { city, cityUrl } = useCity();
  return (
    <>
      {headTags(head, city, cityUrl(city.id)).map((t, i) => {
        if (t.tag === 'title') return <title key={i}>{t.text}</title>;
        if (t.tag === 'script')
          return (
            <script key={i} type="application/ld+json">
              {t.text}
            </script>
          );
        if (t.tag === 'meta') return <meta key={i} {...t.attrs} />;
        const { hreflang, ...attrs } = t.attrs;
        return <link key={i} hrefLang={hreflang} {...attrs} />;
      })}
    </>
  );
}
