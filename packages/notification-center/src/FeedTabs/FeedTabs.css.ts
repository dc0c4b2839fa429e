import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui';

export const tabList = style({ paddingInline: vars.space.xs });

export const panel = style({ outline: 'none' });
