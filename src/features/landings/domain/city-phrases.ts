/** How the landing pages name a city in a heading: 'Planes en familia en el Botxo'. */
import type { City } from '@/config/types';

/** The nickname with its article where Spanish uses one; cities without a usual one keep their name. */
const NICKNAME_PHRASES: Readonly<Record<string, string>> = {
  bilbao: 'el Botxo',
  sansebastian: 'Donosti',
  pamplona: 'Iruña',
  vitoria: 'Gasteiz',
};

export function cityNickname(city: City): string {
  return NICKNAME_PHRASES[city.id] ?? city.name;
}
