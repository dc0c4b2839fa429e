// The app owns the page, so it, not the design system, resets the document (the kit never styles html or body).
import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { minBlockSize: '100dvh' });
