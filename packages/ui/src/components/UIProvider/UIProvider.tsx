import { DirectionProvider } from '@radix-ui/react-direction';
import { DEFAULT_THEME, THEME_MODES } from '@herald/notification-protocol';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo, useState, type ReactNode } from 'react';
// React Aria's i18n entry, not its barrel: the closed bell loads this provider (see labels.ts).
import { I18nProvider, isRTL } from 'react-aria/I18nProvider';
import { brandVars, type Brand } from '../../theme/brand.js';
import { vars } from '../../theme/contract.css.js';
import { darkTheme, lightTheme, reducedMotion, systemTheme } from '../../theme/theme.css.js';
import type { ThemeOverrides } from '../../theme/tokens.js';
import { directionOfLocale, type Direction } from '../../i18n/direction.js';
import { cx } from '../../utils/cx.js';
import { DefaultLink, UIContext, type LinkComponent } from './UIContext.js';
import * as styles from './UIProvider.css.js';

/** Colour modes: the protocol's themes plus following the operating system. */
export const UI_MODES = [...THEME_MODES, 'system'] as const;
export type UIMode = (typeof UI_MODES)[number];

const themeClass: Record<UIMode, string> = { light: lightTheme, dark: darkTheme, system: systemTheme };

/**
 * The locale React Aria gets. React Aria reads the direction (which way the arrow keys move in calendars, grids and
 * radio groups) only from the locale, so when the direction given differs from the locale's, it gets the same
 * locale written in a script of that direction: `en-US` becomes `en-Arab-US` for rtl, `he` becomes `he-Latn` for
 * ltr. Language, region and extensions stay, and dates, numbers and React Aria's own strings stay in the user's
 * language (region-only formats, such as en-GB's day before month, fall back to the language's).
 */
function localeForDirection(locale: string, direction: Direction): string {
  const directionOf = (tag: string): Direction => (isRTL(tag) ? 'rtl' : 'ltr');
  try {
    if (directionOf(locale) === direction) return locale;
    const scripted = new Intl.Locale(locale, { script: direction === 'rtl' ? 'Arab' : 'Latn' }).toString();
    // Engines whose Intl reads the direction from locale data, not the script (Node 20's V8), still read the
    // scripted tag in the locale's direction; it would change nothing there, so the locale is kept as it is.
    return directionOf(scripted) === direction ? scripted : locale;
  } catch {
    // A tag Intl cannot read keeps its own reading.
    return locale;
  }
}

export interface UIProviderProps {
  /** Colour mode; `system` follows the operating system. Light by default (docs/product.md §9). */
  mode?: UIMode;
  /** The organisation's colour, font and direction, applied over the theme at run time. */
  brand?: Brand;
  /**
   * A theme of the host's own, made at build time with vanilla-extract's `createTheme(vars, tokens)` on the kit's
   * contract (`vars`): it replaces the mode's theme (pass the one for the mode shown).
   */
  theme?: string;
  /**
   * Token values set at run time over the theme, any subset (`{ radius: { md: '2px' } }`); they reach every part of
   * the kit, its popovers, menus and dialogs included, which are drawn inside this element. The brand's colour and
   * font apply over them.
   */
  tokens?: ThemeOverrides;
  /** BCP 47 locale for text, dates and numbers. */
  locale?: string;
  /**
   * Writing direction; derived from `brand.direction`, then from `locale` (ar, he, fa, ur … are rtl). Layout,
   * Radix and React Aria's arrow keys all follow it, even when it differs from the locale's own.
   */
  direction?: Direction;
  /** The app's link, used by every navigation in ui; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Extra class for the root element, for the host's layout. */
  className?: string;
  children: ReactNode;
}

/**
 * The root of every Herald UI: one element that carries the theme class, `dir`, `lang` and the brand variables,
 * and feeds both Radix and React Aria the same direction and locale.
 */
export function UIProvider({
  mode = DEFAULT_THEME,
  brand,
  theme,
  tokens,
  locale = 'en',
  direction,
  linkComponent = DefaultLink,
  className,
  children,
}: UIProviderProps) {
  const dir = direction ?? brand?.direction ?? directionOfLocale(locale);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const brandColor = brand?.color;
  const brandFont = brand?.fontFamily;
  const inlineVars = useMemo(
    () => ({
      // The contract's type asks for every token; the overrides name some, and only those are written.
      ...(tokens && assignInlineVars(vars, tokens as Parameters<typeof assignInlineVars<typeof vars>>[1])),
      ...assignInlineVars(brandVars({ color: brandColor, fontFamily: brandFont }, mode)),
    }),
    [tokens, brandColor, brandFont, mode],
  );
  const context = useMemo(
    () => ({ linkComponent, portalContainer: root, direction: dir }),
    [linkComponent, root, dir],
  );
  const ariaLocale = useMemo(() => localeForDirection(locale, dir), [locale, dir]);

  return (
    <div
      ref={setRoot}
      className={cx(theme ?? themeClass[mode], reducedMotion, styles.root, className)}
      dir={dir}
      lang={locale}
      data-mode={mode}
      style={inlineVars}
    >
      <DirectionProvider dir={dir}>
        <I18nProvider locale={ariaLocale}>
          <UIContext value={context}>{children}</UIContext>
        </I18nProvider>
      </DirectionProvider>
    </div>
  );
}
