/**
 * Columns the listing needs: everything a card, the filters, search and sorting read. The heavy
 * detail-only columns (recomendaciones, como_llegar, sources) stay out of the listing payload.
 */
export const LISTING_COLUMNS = [
  'id',
  'image_url',
  'title',
  'description',
  'category_id',
  'subcategory',
  'venue',
  'town',
  'neighborhood',
  'address',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'price',
  'is_free',
  'ticket_url',
  'info_url',
  'organizer',
  'tags',
  'artist',
  'destacado',
  'color',
  'recurrence_rule',
  'recurrence_exdates',
  'occurrence_dates',
  // A cancelled event's card says so; the language filter and the 'En euskera' badge read language.
  'status',
  'language',
].join(',');
