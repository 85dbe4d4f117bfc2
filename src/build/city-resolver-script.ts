/**
 * The active city, as inline-script source for index.html (hero-preload.ts, first-paint-entry.tsx): the same
 * rule as src/features/city/domain/resolve-city.ts (the host's first label, else the city stored in
 * local storage, else the default), which their tests hold it to. The expression evaluates to a
 * city id and may read only `location` and `localStorage`.
 */
import { inlineJson } from './inline-json.ts';
export interface CityResolverOptions {
  cityIds: readonly string[];
  defaultCityId: string;
  storageKey: string;
}

export function cityResolverExpression(o: CityResolverOptions): string {
  return (
    `(function(ids,d,k){var id=null,h=location.hostname.trim().toLowerCase().replace(/\\.$/,"");` +
    'if(h&&h.indexOf(":")<0&&!/^\\d{1,3}(?:\\.\\d{1,3}){3}$/.test(h)){var l=h.split(".");' +
    'if(l[0]==="www")l.shift();if(l[0]&&l[0]!=="localhost"&&ids.indexOf(l[0])>=0)id=l[0]}' +
    'if(!id){var s=null;try{s=localStorage.getItem(k)}catch(e){}s=s&&s.trim().toLowerCase();' +
    `id=s&&ids.indexOf(s)>=0?s:d}return id})(${inlineJson(o.cityIds)},${inlineJson(o.defaultCityId)},${inlineJson(o.storageKey)})`
  );
}
