export { Card } from './Card.js';
export type { CardProps } from './Card.js';
export { CARD_PADDINGS, CARD_TONES } from './Card.css.js';
export type { CardPadding, CardTone } from './Card.css.js';
