/** The card's notices, shared with the title's hidden text. */
export const CANCELLED_LABEL = 'Cancelado';
export const BASQUE_LABEL = 'En euskera';
