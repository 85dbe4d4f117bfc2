import { useLocation } from 'react-router-dom';
import { getLocale, localePath } from '@/i18n/locale';
import { rememberLanguage } from '@/i18n/remembered';

/**
 * The same page in the other language, named in that language ('Euskaraz' on a Spanish page,
 * 'Castellano' on a Basque one). A full page load: the language is the page's. The choice is
 * remembered for the next visits.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = getLocale() === 'eu' ? 'es' : 'eu';
  return (
    <a
      href={`${localePath(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => rememberLanguage(other)}
    >
      {other === 'eu' ? 'Euskaraz' : 'Castellano'}
    </a>
  );
}
