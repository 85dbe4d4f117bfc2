/**
 * Place filter, on the event's town or neighbourhood compared as slugs ('begoña', 'BEGOÑA' and
 * 'Begona' are one place). A neighbourhood matched by its *name* also needs the event's town (when
 * given) to be its parent, or every town's 'Centro' would match. 'otros-{cityId}': a town of the
 * province that is neither the city nor one of its locations.
 */
import type { City } from '@/config/types';
import type { EventItem } from '@/features/events';
import { otherPlacesId } from '@/config/locations';
import { slugify } from '@/lib/text';

function keySet(values: ReadonlyArray<string | undefined>): Set<string> {
  return new Set(values.map((value) => slugify(value ?? '')).filter((key) => key !== ''));
}

function cityKeys(city: City): Set<string> {
  return keySet([city.id, city.name, ...city.nicknames]);
}

type EventKeys = { town: string; neighborhood: string };
type PlaceTest = (keys: EventKeys) => boolean;

function locationTest(id: string, city: City): PlaceTest {
  const location = city.locations.find((candidate) => candidate.id === id);
  const keys = keySet([id, location?.name]);
  const idKey = slugify(id);
  const parentId = location?.parentId;
  const parent = city.locations.find((candidate) => candidate.id === parentId);
  const parentKeys =
    parentId === undefined
      ? null
      : new Set([...keySet([parentId, parent?.name]), ...(parentId === city.id ? cityKeys(city) : [])]);
  return ({ town, neighborhood }) => {
    if (keys.has(town)) return true;
    if (!keys.has(neighborhood)) return false;
    return parentKeys === null || town === '' || neighborhood === idKey || parentKeys.has(town);
  };
}

function otherPlacesTest(city: City, provinceTowns: readonly string[]): PlaceTest {
  const province = keySet([...provinceTowns]);
  const own = new Set([...cityKeys(city), ...keySet(city.locations.flatMap((l) => [l.id, l.name]))]);
  return ({ town }) => town !== '' && province.has(town) && !own.has(town);
}

/** Predicate for a selection of place ids (any may match; none matches all), built once per pass. */
export function createPlaceMatcher(
  selected: readonly string[],
  city: City,
  provinceTowns: readonly string[],
): (event: EventItem) => boolean {
  if (selected.length === 0) return () => true;
  const tests = [...new Set(selected)].map((id) =>
    id === otherPlacesId(city.id) ? otherPlacesTest(city, provinceTowns) : locationTest(id, city),
  );
  return (event) => {
    const keys = { town: slugify(event.town), neighborhood: slugify(event.neighborhood) };
    return tests.some((test) => test(keys));
  };
}
