// A host's own styles, written with vanilla-extract: its Vite plugin evaluates this file, and must leave the kit's
// built modules alone.
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', padding: 12 });
