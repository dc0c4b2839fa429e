// Page layout only; every control comes from @herald/ui.
import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui';

export const centered = style({
  minBlockSize: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
});

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '400px',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
  ':focus': { outline: 'none' },
});

export const lead = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const input = style({
  font: 'inherit',
  fontSize: vars.font.size.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger.text } },
});

export const fieldError = style({ margin: 0, color: vars.color.danger.text, fontSize: vars.font.size.sm });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.danger.surface,
  color: vars.color.danger.text,
  fontSize: vars.font.size.sm,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const link = style({ color: vars.color.info.text });

export const page = style({ display: 'grid', gap: vars.space.md });

/** A list of large choices, one link each (the guest entry page's faculties). */
export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** One faculty on the guest entry page: its name, then the two ways in. */
export const choice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});

export const choiceActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.info.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});
