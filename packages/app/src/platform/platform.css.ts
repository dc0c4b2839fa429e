import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui';

/** A key shown once: long, unbroken, selectable. */
export const secret = style({
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, monospace',
  userSelect: 'all',
});

export const frame = style({ maxInlineSize: '72rem', marginInline: 'auto', padding: vars.space.lg });

/** A heading that takes focus from script (a new environment's), like the page's h1: no ring of its own. */
export const focusedHeading = style({ ':focus': { outline: 'none' } });
