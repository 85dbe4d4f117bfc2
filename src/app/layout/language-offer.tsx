import { useEffect } from 'react';
import { getLocale, localePath } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { prefersBasque, rememberedLanguage, rememberLanguage } from '@/i18n/remembered';
import { toast } from '@/lib/toast';

/**
 * A Spanish page opened by a browser that puts Basque first, before any language was chosen: a
 * notice, in Basque, offers the same page in Basque. Nothing switches by itself; closing the notice
 * keeps Spanish and is remembered, as the switch's choice is.
 */
export function LanguageOffer() {
  useEffect(() => {
    if (getLocale() !== 'es' || rememberedLanguage(document.cookie) || !prefersBasque(navigator.languages))
      return;
    toast(m.app_language_offer({}, { locale: 'eu' }), {
      id: 'language-offer',
      duration: Infinity,
      action: {
        label: m.app_language_offer_action({}, { locale: 'eu' }),
        onClick: () => {
          rememberLanguage('eu');
          const { pathname, search, hash } = window.location;
          window.location.assign(`${localePath('eu', pathname)}${search}${hash}`);
        },
      },
      onDismiss: () => rememberLanguage('es'),
    });
  }, []);
  return null;
}
