// Page layout only; every control comes from @herald/ui.
import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui';

export const page = style({ minInlineSize: 0 });

export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 30em)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 } },
});

export const detailTerm = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '40rem' });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
});

export const stat = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, margin: 0 });

/** Rendered Markdown from the server, already cleaned. */
export const prose = style({ overflowWrap: 'anywhere', lineHeight: 1.5 });

/** Links in the page: the info colour and an underline, so they never rely on colour alone. */
export const textLink = style({
  color: vars.color.info.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { textDecorationThickness: '2px' },
});

/** A page's main action when it leads to another page (Create …, Edit). */
export const actionLink = style({
  fontWeight: vars.font.weight.medium,
});

/** A list laid out by Grid or Stack, without bullets. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A picture from a contribution, within its column. */
export const preview = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '20rem',
  borderRadius: vars.radius.sm,
});

/** A PDF preview's frame: the width of the card, tall enough to read a page. */
export const documentFrame = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '32rem',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.base,
});

/** A Word document rendered as HTML: scrolls inside its box. */
export const documentHtml = style({
  maxBlockSize: '32rem',
  overflow: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
