/**
 * The names the hero shows under a city's title, in the page's language. Spanish pages show the
 * shared nicknames (_shared/cities.ts); Basque pages, whose title already names the city in Basque,
 * show its other names and nicknames in Basque.
 */
import type { City } from '@/config/types';
import { getLocale } from '@/i18n/locale';

const NICKNAMES_EU: Readonly<Record<string, readonly string[]>> = {
  bilbao: ['Botxo', 'Bilbao'],
  sansebastian: ['Donosti', 'San Sebastián', 'Donostia-San Sebastián'],
  pamplona: ['Iruña', 'Pamplona'],
  vitoria: ['Vitoria-Gasteiz', 'Vitoria'],
  santander: ['Kantabriako hiriburua'],
  logronio: ['Errioxako hiriburua'],
};

export function cityNicknames(city: Pick<City, 'id' | 'nicknames'>): readonly string[] {
  return (getLocale() === 'eu' ? NICKNAMES_EU[city.id] : undefined) ?? city.nicknames;
}
