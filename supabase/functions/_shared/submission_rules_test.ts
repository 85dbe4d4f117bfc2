import assert from 'node:assert/strict';
import {
  FIELD_LABELS,
  FIELD_LABELS_EU,
  MESSAGES,
  MESSAGES_EU,
  fieldLabels,
  submissionMessages,
} from './submission_rules.ts';

Deno.test(
  'MESSAGES_EU and FIELD_LABELS_EU: the same keys as the Spanish tables, each of the same kind',
  () => {
    assert.deepEqual(Object.keys(MESSAGES_EU).sort(), Object.keys(MESSAGES).sort());
    assert.deepEqual(Object.keys(FIELD_LABELS_EU).sort(), Object.keys(FIELD_LABELS).sort());
    for (const key of Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>)
      assert.equal(typeof MESSAGES_EU[key], typeof MESSAGES[key], key);
  },
);

Deno.test('submissionMessages: Spanish by default, byte for byte the MESSAGES the functions answer', () => {
  assert.equal(submissionMessages(), MESSAGES);
  assert.equal(submissionMessages('es'), MESSAGES);
  assert.equal(fieldLabels(), FIELD_LABELS);
  assert.equal(
    MESSAGES.required(['title', 'description']),
    'Por favor, revisa los siguientes campos obligatorios: Nombre del evento, Descripción (mínimo 15 caracteres)',
  );
});

Deno.test('submissionMessages("eu"): the form\'s messages in Basque, with the fields\' Basque names', () => {
  const eu = submissionMessages('eu');
  assert.equal(fieldLabels('eu'), FIELD_LABELS_EU);
  assert.equal(
    eu.required(['title', 'start_date', 'description']),
    'Mesedez, berrikusi derrigorrezko eremu hauek: Ekitaldiaren izena, Hasiera-data, Deskribapena (gutxienez 15 karaktere)',
  );
  assert.equal(eu.descriptionTooShort, 'Deskribapenak gutxienez 15 karaktere izan behar ditu.');
  assert.match(eu.startPast, /^Ekitaldiaren data ezin da gaur baino lehenagokoa izan\./);
  assert.match(eu.endPast, /^Amaiera-data ezin da gaur baino lehenagokoa izan\./);
  assert.equal(
    eu.endBeforeStart,
    'Amaiera-data ezin da hasiera-data baino lehenagokoa izan. Berrikusi ekitaldiaren datak.',
  );
  assert.equal(eu.requiredField('description'), 'Eremu hau derrigorrezkoa da: «Deskribapena».');
  assert.equal(
    eu.tooLong('title', 200),
    '«Ekitaldiaren izena» eremuak gehienez 200 karaktere onartzen ditu.',
  );
  for (const text of [eu.startPast, eu.endPast, eu.endBeforeStart, eu.descriptionTooShort])
    assert.doesNotMatch(text, /fecha|descripción/i);
});
