import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The closed select: a button drawn like the text fields, value at the start and a chevron at the end. */
export const trigger = style({
  justifyContent: 'space-between',
  inlineSize: '100%',
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.text.secondary });

export const chevron = style({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.text.secondary,
  selectors: { [`${trigger}[data-open] &`]: { transform: 'rotate(180deg)' } },
});
