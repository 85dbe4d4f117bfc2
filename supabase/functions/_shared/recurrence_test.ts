import assert from 'node:assert/strict';
import {
  RECURRENCE_MESSAGES,
  RECURRENCE_MESSAGES_EU,
  recurrenceDates,
  recurrenceMessages,
  recurrenceProblem,
} from './recurrence.ts';

Deno.test('RECURRENCE_MESSAGES_EU: the same keys as the Spanish messages', () => {
  assert.deepEqual(Object.keys(RECURRENCE_MESSAGES_EU).sort(), Object.keys(RECURRENCE_MESSAGES).sort());
  assert.equal(recurrenceMessages(), RECURRENCE_MESSAGES);
  assert.equal(recurrenceMessages('eu'), RECURRENCE_MESSAGES_EU);
});

Deno.test('recurrenceProblem: Spanish by default, as the database says it', () => {
  assert.equal(recurrenceProblem('2030-01-07', 'FREQ=YEARLY;COUNT=2'), RECURRENCE_MESSAGES.freq);
  assert.equal(
    recurrenceProblem('2030-01-07', 'FREQ=DAILY;COUNT=2;BYHOUR=3'),
    'La regla de repetición usa BYHOUR, que no se admite.',
  );
  assert.equal(recurrenceProblem('2030-01-07', 'FREQ=DAILY;COUNT=2'), null);
});

Deno.test('recurrenceProblem and recurrenceDates in Basque', () => {
  assert.equal(
    recurrenceProblem('2030-01-07', 'FREQ=YEARLY;COUNT=2', [], 'eu'),
    'Eguneko, asteko edo hileko serieak soilik onartzen dira.',
  );
  assert.equal(
    recurrenceProblem('2030-01-07', 'FREQ=DAILY;COUNT=2;BYHOUR=3', [], 'eu'),
    'Errepikapen-arauak BYHOUR erabiltzen du, eta hori ez da onartzen.',
  );
  assert.equal(
    recurrenceProblem('2030-01-07', 'FREQ=DAILY;COUNT=2;COUNT=3', [], 'eu'),
    'Errepikapen-arauan behin baino gehiagotan agertzen da: COUNT.',
  );
  assert.equal(
    recurrenceProblem('2030-01-07', 'FREQ=DAILY;UNTIL=20320101', [], 'eu'),
    'Serie batek urtebete iraun dezake gehienez.',
  );
  assert.throws(() => recurrenceDates('2030-01-07', 'FREQ=DAILY;COUNT=1', ['2030-01-07'], 'eu'), {
    message: 'Seriearen data guztiak kanpoan utzi dira.',
  });
  assert.deepEqual(recurrenceDates('2030-01-07', 'FREQ=DAILY;COUNT=2', [], 'eu'), [
    '2030-01-07',
    '2030-01-08',
  ]);
});
