import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const tabList = style({ paddingInline: vars.space.xs });

export const panel = style({ outline: 'none' });
