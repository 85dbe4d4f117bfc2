/**
 * The active city id, as an inline-script expression: the rule of features/city/domain/resolve-city.ts
 * (host's first label, else the stored city, else the default), which the tests hold it to.
 */
import { ACTIVE_CITY_STORAGE_KEY, DEFAULT_CITY_ID } from '../config/constants.ts';
import { CITY_IDS } from '../config/city-ids.ts';
import { inlineJson } from './inline-json.ts';

export function cityResolverExpression(): string {
  return (
    `(function(ids,d,k){var id=null,h=location.hostname.trim().toLowerCase().replace(/\\.$/,"");` +
    'if(h&&h.indexOf(":")<0&&!/^\\d{1,3}(?:\\.\\d{1,3}){3}$/.test(h)){var l=h.split(".");' +
    'if(l[0]==="www")l.shift();if(l[0]&&l[0]!=="localhost"&&ids.indexOf(l[0])>=0)id=l[0]}' +
    'if(!id){var s=null;try{s=localStorage.getItem(k)}catch(e){}s=s&&s.trim().toLowerCase();' +
    `id=s&&ids.indexOf(s)>=0?s:d}return id})(${inlineJson(CITY_IDS)},${inlineJson(DEFAULT_CITY_ID)},` +
    `${inlineJson(ACTIVE_CITY_STORAGE_KEY)})`
  );
}
