import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { createPlaceMatcher } from './places';
import { bilbao, vizcaya } from './test-events';

describe('createPlaceMatcher', () => {
  it.each([
    ['Bilbao', 'Abando', ['abando'], true, 'neighbourhood by id'],
    ['Bilbao', 'Begoña', ['begoña'], true, 'id with ñ'],
    ['BILBAO', 'Begona', ['begoña'], true, 'without the tilde'],
    ['Bilbao', 'Casco  Viejo', ['casco-viejo'], true, 'name with spaces'],
    ['Getxo', '', ['getxo'], true, 'town by id'],
    ['Bilbao', 'Abando', ['getxo', 'abando'], true, 'any selected place'],
    ['Bilbao', 'Abando', ['casco-viejo'], false, 'another neighbourhood'],
    ['Durango', 'Centro', ['durango-centro'], true, "a town's Centro"],
    ['Barakaldo', 'Centro', ['durango-centro'], false, "another town's Centro"],
    ['', 'Centro', ['durango-centro'], true, 'no town: neighbourhood alone decides'],
    ['Bilbo', 'Abando', ['abando'], true, 'parent known by a nickname'],
    ['Sestao', '', ['otros-bilbao'], true, 'province town not listed'],
    ['Getxo', '', ['otros-bilbao'], false, 'listed town is not "otros"'],
    ['Bilbao', '', ['otros-bilbao'], false, 'the city itself is not "otros"'],
    ['Logroño', '', ['otros-bilbao'], false, 'another province'],
    ['Gernika Lumo', '', ['otros-bilbao'], true, 'compared as slugs'],
  ])('%s / %s with %j → %s (%s)', (town, neighborhood, selected, expected) => {
    expect(createPlaceMatcher(selected, bilbao, vizcaya)(makeEvent({ town, neighborhood }))).toBe(expected);
  });

  it('matches everything with no place selected', () => {
    expect(createPlaceMatcher([], bilbao, vizcaya)(makeEvent())).toBe(true);
  });
});
