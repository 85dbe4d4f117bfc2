import assert from 'node:assert/strict';
import {
  coverage,
  currentKeys,
  dueAt,
  periodAt,
  periodOfDay,
  wantsNewsletter,
} from './newsletter_periods.ts';

// Monday 23 November 2026, 07:00 in Madrid.
const MONDAY = new Date('2026-11-23T06:00:00Z');

Deno.test('daily: one Madrid day (the Madrid date, not the UTC one)', () => {
  assert.deepEqual(periodAt('daily', MONDAY), {
    frequency: 'daily',
    key: 'daily:2026-11-23',
    start: '2026-11-23',
    end: '2026-11-23',
  });
  // 23:30 UTC on the 22nd is already the 23rd in Madrid.
  assert.equal(periodAt('daily', new Date('2026-11-22T23:30:00Z')).key, 'daily:2026-11-23');
  assert.equal(periodAt('daily', new Date('2026-11-22T22:59:59Z')).key, 'daily:2026-11-22');
});

Deno.test('weekly: the ISO week, Monday to Sunday', () => {
  assert.deepEqual(periodAt('weekly', MONDAY), {
    frequency: 'weekly',
    key: 'weekly:2026-W48',
    start: '2026-11-23',
    end: '2026-11-29',
  });
  assert.equal(periodOfDay('weekly', '2026-11-29').key, 'weekly:2026-W48');
  assert.equal(periodOfDay('weekly', '2026-11-30').key, 'weekly:2026-W49');
  assert.equal(periodOfDay('weekly', '2027-01-01').key, 'weekly:2026-W53');
});

Deno.test('biweekly: pairs of ISO weeks, exactly 14 days, continuous over year ends', () => {
  assert.deepEqual(periodAt('biweekly', MONDAY), {
    frequency: 'biweekly',
    key: 'biweekly:2026-W48/49',
    start: '2026-11-23',
    end: '2026-12-06',
  });
  assert.equal(periodOfDay('biweekly', '2026-12-06').key, 'biweekly:2026-W48/49');
  assert.equal(periodOfDay('biweekly', '2026-12-07').key, 'biweekly:2026-W50/51');
  assert.equal(periodOfDay('biweekly', '2026-11-22').key, 'biweekly:2026-W46/47');
  // 2026 has 53 ISO weeks: W52/53 is a pair, then 2027 starts W01/02.
  assert.equal(periodOfDay('biweekly', '2027-01-03').key, 'biweekly:2026-W52/53');
  assert.equal(periodOfDay('biweekly', '2027-01-04').key, 'biweekly:2027-W01/02');
  // A pair across years in a 52-week year: 2027-W51/52, then 2028-W01 and W02 (2027-12-27 is W52).
  assert.equal(periodOfDay('biweekly', '2027-12-27').key, 'biweekly:2027-W51/52');
  assert.equal(periodOfDay('biweekly', '2028-01-03').key, 'biweekly:2028-W01/02');
  // Every day of 2026–2028 belongs to a 14-day period that contains it.
  for (
    let d = new Date('2026-01-01T12:00:00Z');
    d < new Date('2029-01-01');
    d = new Date(d.getTime() + 86_400_000)
  ) {
    const day = d.toISOString().slice(0, 10);
    const p = periodOfDay('biweekly', day);
    assert.ok(p.start <= day && day <= p.end, day);
    assert.equal((Date.parse(p.end) - Date.parse(p.start)) / 86_400_000, 13);
  }
});

Deno.test('a key across a year names both years', () => {
  // Find a pair that straddles a year in 2030–2040 and check its label.
  let found = '';
  for (let y = 2030; y < 2040 && !found; y++) {
    const key = periodOfDay('biweekly', `${y}-01-01`).key;
    if (/W\d{2}\/\d{4}-W/.test(key)) found = key;
  }
  assert.match(found, /^biweekly:\d{4}-W5[23]\/\d{4}-W01$/);
});

Deno.test('who is due', () => {
  const none = new Set<string>();
  assert.deepEqual(dueAt({ frequency: 'weekly', is_subscribed: false }, MONDAY, none), {
    due: false,
    reason: 'not_subscribed',
  });
  assert.deepEqual(dueAt({ frequency: 'disabled', is_subscribed: true }, MONDAY, none), {
    due: false,
    reason: 'disabled',
  });
  assert.deepEqual(dueAt({ frequency: 'nonsense', is_subscribed: true }, MONDAY, none), {
    due: false,
    reason: 'disabled',
  });
  const weekly = dueAt({ frequency: 'weekly', is_subscribed: true }, MONDAY, none);
  assert.equal(weekly.due, true);
  const sent = new Set(['weekly:2026-W48']);
  assert.equal(dueAt({ frequency: 'weekly', is_subscribed: true }, MONDAY, sent).due, false);
  // Later that week: still sent. From Monday 00:00 Madrid: due again.
  assert.equal(
    dueAt({ frequency: 'weekly', is_subscribed: true }, new Date('2026-11-29T23:00:00Z'), sent).due,
    true,
  ); // Monday 00:00 in Madrid
  assert.equal(
    dueAt({ frequency: 'weekly', is_subscribed: true }, new Date('2026-11-29T12:00:00Z'), sent).due,
    false,
  );
  assert.equal(
    dueAt({ frequency: 'weekly', is_subscribed: true }, new Date('2026-11-30T06:00:00Z'), sent).due,
    true,
  );
  // Daily: the next Madrid day.
  const daily = new Set(['daily:2026-11-23']);
  assert.equal(dueAt({ frequency: 'daily', is_subscribed: true }, MONDAY, daily).due, false);
  assert.equal(
    dueAt({ frequency: 'daily', is_subscribed: true }, new Date('2026-11-23T22:59:00Z'), daily).due,
    false,
  );
  assert.equal(
    dueAt({ frequency: 'daily', is_subscribed: true }, new Date('2026-11-23T23:00:00Z'), daily).due,
    true,
  );
  // Biweekly: not again in the second week of the pair.
  const bi = new Set(['biweekly:2026-W48/49']);
  assert.equal(
    dueAt({ frequency: 'biweekly', is_subscribed: true }, new Date('2026-12-01T06:00:00Z'), bi).due,
    false,
  );
  assert.equal(
    dueAt({ frequency: 'biweekly', is_subscribed: true }, new Date('2026-12-07T06:00:00Z'), bi).due,
    true,
  );
  assert.equal(wantsNewsletter({ frequency: 'daily', is_subscribed: true }), true);
  assert.equal(wantsNewsletter({ frequency: 'disabled', is_subscribed: true }), false);
});

Deno.test('weekly and biweekly go out in the first three days of their period', () => {
  const none = new Set<string>();
  const at = (frequency: string, iso: string) =>
    dueAt({ frequency, is_subscribed: true }, new Date(iso), none);
  // Week 48: Monday 23 to Sunday 29 November 2026 (times in UTC; Madrid is +01:00).
  assert.equal(at('weekly', '2026-11-23T06:00:00Z').due, true);
  assert.equal(at('weekly', '2026-11-25T22:59:00Z').due, true); // Wednesday 23:59 in Madrid
  assert.deepEqual(at('weekly', '2026-11-25T23:00:00Z'), {
    due: false,
    reason: 'not_send_day',
    period: periodOfDay('weekly', '2026-11-26'),
  });
  assert.equal(at('weekly', '2026-11-29T12:00:00Z').due, false); // a Sunday: wait for Monday
  assert.equal(at('biweekly', '2026-11-24T06:00:00Z').due, true);
  assert.equal(at('biweekly', '2026-11-30T06:00:00Z').due, false); // second week of W48/49
  assert.equal(at('biweekly', '2026-12-07T06:00:00Z').due, true);
  for (const day of ['2026-11-23', '2026-11-26', '2026-11-29'])
    assert.equal(at('daily', `${day}T10:00:00Z`).due, true);
});

Deno.test('coverage: from today to the end of the period', () => {
  assert.deepEqual(coverage(periodOfDay('weekly', '2026-11-25'), '2026-11-25'), {
    from: '2026-11-25',
    to: '2026-11-29',
  });
  assert.deepEqual(coverage(periodOfDay('daily', '2026-11-25'), '2026-11-25'), {
    from: '2026-11-25',
    to: '2026-11-25',
  });
  assert.deepEqual(currentKeys(MONDAY), ['daily:2026-11-23', 'weekly:2026-W48', 'biweekly:2026-W48/49']);
});
