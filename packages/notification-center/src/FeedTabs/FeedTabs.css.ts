import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui/foundations';

export const tabList = style({ paddingInline: vars.space.xs });

/** The feed starts right under the tabs, as it starts under the header without them: no gap of the panel's own. */
export const panel = style({ outline: 'none', paddingBlock: 0 });
