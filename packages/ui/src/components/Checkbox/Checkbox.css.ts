import { style } from '@vanilla-extract/css';
import { mark, toggle } from '../../private/toggle.css.js';
import { vars } from '../../theme/contract.css.js';

/** The box sits on the first line of a label that may wrap. */
export const root = style([toggle, { alignItems: 'flex-start' }]);

/** The drawn box; checked or indeterminate it fills with the brand colour. */
export const box = style([
  mark,
  {
    // Centres the 18 px box on the first 20 px line of the label.
    marginBlockStart: '1px',
    borderRadius: '4px',
    color: vars.color.brandForeground,
    selectors: {
      [`${toggle}[data-selected] &, ${toggle}[data-indeterminate] &`]: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
      },
      // After the checked rule: an invalid checked box keeps its brand fill and shows the error on its border.
      [`${toggle}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    },
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
