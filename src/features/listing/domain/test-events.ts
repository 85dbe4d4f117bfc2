/** Test helpers (used only by *.test.ts): a small Bilbao city. Events come from events' event.fixture.ts. */
import type { City } from '@/config/types';

/** Bilbao with a few of its neighbourhoods and towns (two of them with a 'Centro'). */
export const bilbao: City = {
  id: 'bilbao',
  name: 'Bilbao',
  province: 'Vizcaya',
  heroImage: '',
  nicknames: ['Bilbo', 'Botxo'],
  theme: { primary: '#000000', secondary: '#000000', accent: '#000000' },
  contactInfo: { email: '', instagram: '', instagramLabel: '' },
  locations: [
    { id: 'abando', name: 'Abando', parentId: 'bilbao' },
    { id: 'casco-viejo', name: 'Casco Viejo', parentId: 'bilbao' },
    { id: 'begoña', name: 'Begoña', parentId: 'bilbao' },
    { id: 'getxo', name: 'Getxo' },
    { id: 'algorta', name: 'Algorta', parentId: 'getxo' },
    { id: 'durango', name: 'Durango' },
    { id: 'durango-centro', name: 'Centro', parentId: 'durango' },
    { id: 'barakaldo', name: 'Barakaldo' },
    { id: 'barakaldo-centro', name: 'Centro', parentId: 'barakaldo' },
  ],
};
export const vizcaya = ['Bilbao', 'Getxo', 'Barakaldo', 'Durango', 'Sestao', 'Erandio', 'Gernika-Lumo'];
