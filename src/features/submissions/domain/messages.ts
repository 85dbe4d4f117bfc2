/** The add-event form's own Spanish texts; the rules it shares use the submit-event function's MESSAGES. */
export const FIELD_MESSAGES = {
  required: 'Este campo es obligatorio.',
  customTown: 'Escribe el nombre de la localidad.',
  categories: 'Elige al menos una categoría.',
  terms: 'Debes aceptar las condiciones de uso',
  time: 'Escribe la hora con el formato HH:MM.',
  date: 'Escribe la fecha con el formato dd/mm/aaaa (por ejemplo, 25/12/2030).',
} as const;

export const SERIES_MESSAGES = {
  noWeekday: 'Elige al menos un día de la semana.',
  noUntil: 'Indica hasta qué día se repite.',
  untilBeforeStart: 'La fecha «Hasta» no puede ser anterior a la fecha de inicio.',
  noDates: 'Elige en el calendario al menos otra fecha además de la de inicio.',
  datesBeforeStart: 'Las otras fechas deben ser posteriores a la fecha de inicio.',
  noDayInRange: 'Entre la fecha de inicio y la fecha «Hasta» no cae ninguno de los días elegidos.',
} as const;
