import { createContainer, style, type StyleRule } from '@vanilla-extract/css';
import { vars, visuallyHiddenRules } from '@herald/ui/foundations';
import { titleBarRules } from '../parts/ViewHeader.css.js';

/**
 * Below this width of the header's content (inside its padding), "Mark all as read" shows as an icon, its words kept
 * as its accessible name, so the title, the button and the cog fit on a 320 px phone in any language. The widget's
 * 420 px leaves 386 px, room for the words; a 320 px phone's sheet leaves 288 px.
 */
export const COMPACT_HEADER_MAX_PX = 379;

/** With the archive's button beside the cog (28 px and a 4 px gap more), the words need that much more room. */
export const COMPACT_HEADER_WITH_ARCHIVE_MAX_PX = COMPACT_HEADER_MAX_PX + 32;

const headerContainer = createContainer();
const compact = `${headerContainer} (max-width: ${COMPACT_HEADER_MAX_PX}px)`;
const compactWithArchive = `${headerContainer} (max-width: ${COMPACT_HEADER_WITH_ARCHIVE_MAX_PX}px)`;

/** Marks a header that shows the archive's button. */
export const withArchive = style({});

/** The rules of a compact header, for a header narrow enough, or one with the archive's button a little wider. */
function whenCompact(rules: StyleRule) {
  return {
    '@container': {
      [compact]: rules,
      [compactWithArchive]: { selectors: { [`${withArchive} &`]: rules } },
    },
  };
}

export const header = style({
  ...titleBarRules,
  paddingInline: vars.space.md,
  color: vars.color.text.primary,
  containerName: headerContainer,
  containerType: 'inline-size',
});

/**
 * The title gives way first: it may shrink below its words, which then end in an ellipsis. The unread count sits
 * under the words, so the header's row keeps its room for the controls.
 */
export const title = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

/** The title's words, cut with an ellipsis when the header is too narrow; the heading's name keeps them whole. */
export const titleText = style({
  maxInlineSize: '100%',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** "3 unread", under the title's words: smaller and quieter than they are. */
export const unreadCount = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});

/** "Mark all as read": icon and words on a wide header, a square icon button (28 px) on a narrow one. */
export const markAll = style({
  flex: 'none',
  ...whenCompact({ inlineSize: '28px', minInlineSize: '28px', paddingInline: 0 }),
});

/** The icon shows beside the words too, so the button reads as a control even while it has nothing to do. */
export const markAllIcon = style({ display: 'inline-flex', flex: 'none' });

/** On a narrow header the words are hidden on screen and still read as the button's name. */
export const markAllText = style(whenCompact(visuallyHiddenRules));
