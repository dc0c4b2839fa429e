import { DirectionProvider } from '@radix-ui/react-direction';
import { DEFAULT_THEME, THEME_MODES } from '@herald/protocol';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { brandVars, type Brand } from '../../theme/brand.js';
import { darkTheme, lightTheme, reducedMotion, systemTheme } from '../../theme/theme.css.js';
import { directionOfLocale, type Direction } from '../../i18n/direction.js';
import { cx } from '../../utils/cx.js';
import { DefaultLink, UIContext, type LinkComponent } from './UIContext.js';
import * as styles from './UIProvider.css.js';

/** Colour modes: the protocol's themes plus following the operating system. */
export const UI_MODES = [...THEME_MODES, 'system'] as const;
export type UIMode = (typeof UI_MODES)[number];

const themeClass: Record<UIMode, string> = { light: lightTheme, dark: darkTheme, system: systemTheme };

export interface UIProviderProps {
  /** Colour mode; `system` follows the operating system. Light by default (SPEC §9). */
  mode?: UIMode;
  /** The organisation's colour, font and direction, applied over the theme at run time. */
  brand?: Brand;
  /** BCP 47 locale for text, dates and numbers. */
  locale?: string;
  /** Writing direction; derived from `brand.direction`, then from `locale` (ar, he, fa, ur … are rtl). */
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
    () => assignInlineVars(brandVars({ color: brandColor, fontFamily: brandFont }, mode)),
    [brandColor, brandFont, mode],
  );
  const context = useMemo(() => ({ linkComponent, portalContainer: root }), [linkComponent, root]);

  return (
    <div
      ref={setRoot}
      className={cx(themeClass[mode], reducedMotion, styles.root, className)}
      dir={dir}
      lang={locale}
      data-mode={mode}
      style={inlineVars}
    >
      <DirectionProvider dir={dir}>
        <I18nProvider locale={locale}>
          <UIContext value={context}>{children}</UIContext>
        </I18nProvider>
      </DirectionProvider>
    </div>
  );
}
