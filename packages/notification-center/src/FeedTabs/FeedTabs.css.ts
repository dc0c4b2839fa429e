import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui/foundations';

export const tabList = style({ paddingInline: vars.space.xs });

export const panel = style({ outline: 'none' });
