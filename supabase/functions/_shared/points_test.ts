import assert from 'node:assert/strict';
import {
  AWARD_RULES,
  awardsFor,
  CLIENT_ACTION_TYPES,
  combineReasons,
  hasInterests,
  isActiveSubscription,
  isClientActionType,
} from './points.ts';

const subscribed = {
  is_subscribed: true,
  selected_categories: [],
  selected_locations: [],
  frequency: 'weekly',
};

Deno.test('the amounts are the product description constants', () => {
  assert.deepEqual(
    {
      points: AWARD_RULES.favorite.points,
      dailyMax: AWARD_RULES.favorite.dailyMax,
      once: AWARD_RULES.favorite.once,
    },
    { points: 1, dailyMax: 5, once: false },
  );
  assert.equal(AWARD_RULES.registration.points, 35);
  assert.equal(AWARD_RULES.registration.once, true);
  assert.equal(AWARD_RULES.newsletter.points + AWARD_RULES.newsletter_interests.points, 15);
  assert.equal(AWARD_RULES.newsletter.points, 10);
  assert.equal(AWARD_RULES.invite.points, 15);
  for (const rule of Object.values(AWARD_RULES)) assert.match(rule.actionType, /^[a-z][a-z0-9_]{0,49}$/);
});

Deno.test('client action types', () => {
  assert.deepEqual([...CLIENT_ACTION_TYPES], ['registration', 'newsletter', 'invite']);
  assert.ok(isClientActionType('newsletter'));
  // A favourite's point comes with saving it (save_favorite in the database), never on its own.
  for (const bad of ['favorite', 'newsletter_interests', 'FAVORITE', 'bonus', '', null, 1, undefined])
    assert.ok(!isClientActionType(bad));
});

Deno.test('newsletter: 10 with a subscription, 10 + 5 with interests, nothing without a subscription', () => {
  assert.deepEqual(awardsFor('newsletter', null), []);
  assert.deepEqual(awardsFor('newsletter', { ...subscribed, is_subscribed: false }), []);
  assert.deepEqual(awardsFor('newsletter', { ...subscribed, frequency: 'disabled' }), []);
  assert.deepEqual(awardsFor('newsletter', subscribed), [AWARD_RULES.newsletter]);
  assert.deepEqual(awardsFor('newsletter', { ...subscribed, selected_categories: ['musica'] }), [
    AWARD_RULES.newsletter,
    AWARD_RULES.newsletter_interests,
  ]);
  assert.deepEqual(
    awardsFor('newsletter', { ...subscribed, selected_locations: ['Getxo'] }).map((r) => r.points),
    [10, 5],
  );
});

Deno.test('interest and subscription helpers', () => {
  assert.ok(isActiveSubscription(subscribed));
  assert.ok(!isActiveSubscription(undefined));
  assert.ok(!hasInterests(subscribed));
  assert.ok(hasInterests({ ...subscribed, selected_categories: null, selected_locations: ['Bilbao'] }));
});

Deno.test('other actions map to one rule', () => {
  assert.deepEqual(awardsFor('registration'), [AWARD_RULES.registration]);
  assert.deepEqual(awardsFor('invite'), [AWARD_RULES.invite]);
});

Deno.test('combineReasons', () => {
  assert.equal(combineReasons([]), 'not_subscribed');
  assert.equal(combineReasons(['awarded']), 'awarded');
  assert.equal(combineReasons(['already_awarded', 'awarded']), 'awarded');
  assert.equal(combineReasons(['daily_limit']), 'daily_limit');
  assert.equal(combineReasons(['already_awarded', 'already_awarded']), 'already_awarded');
});
