import { useDirection } from '@radix-ui/react-direction';
import { render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../theme/contrast.js';
import { darkTheme, lightTheme, vars } from '../../theme/theme.css.js';
import { UIProvider } from './UIProvider.js';

/** `--name` from `var(--name)`. */
const property = (cssVar: string) => cssVar.slice('var('.length, -1);

/** Shows what Radix and React Aria each believe the direction and locale are. */
function DirectionProbe() {
  const radixDirection = useDirection();
  const { locale, direction } = useLocale();
  return <p>{`radix ${radixDirection}, react-aria ${locale} ${direction}`}</p>;
}

function rootOf(text: string): HTMLElement {
  const root = screen.getByText(text).closest<HTMLElement>('[data-mode]');
  if (!root) throw new Error('no provider root');
  return root;
}

describe('UIProvider', () => {
  it('renders one root in the light theme, left to right in English, by default', () => {
    const { container } = render(
      <UIProvider>
        <p>Content</p>
      </UIProvider>,
    );
    const root = rootOf('Content');
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toBe(root);
    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.getAttribute('lang')).toBe('en');
  });

  it.each(['ar', 'he', 'fa', 'ur', 'ar-EG'])(
    'lays out %s right to left for Radix and React Aria alike',
    (locale) => {
      render(
        <UIProvider locale={locale}>
          <DirectionProbe />
        </UIProvider>,
      );
      const probe = screen.getByText(/^radix/);
      expect(probe.textContent).toBe(`radix rtl, react-aria ${locale} rtl`);
      expect(rootOf(probe.textContent ?? '').getAttribute('dir')).toBe('rtl');
      expect(rootOf(probe.textContent ?? '').getAttribute('lang')).toBe(locale);
    },
  );

  it('lets an explicit direction win over the one the locale implies', () => {
    render(
      <UIProvider locale="ar" direction="ltr">
        <DirectionProbe />
      </UIProvider>,
    );
    expect(screen.getByText(/^radix ltr/)).toBeTruthy();
  });

  it('takes the brand direction when the provider is not told one', () => {
    render(
      <UIProvider locale="en" brand={{ direction: 'rtl' }}>
        <p>Branded</p>
      </UIProvider>,
    );
    expect(rootOf('Branded').getAttribute('dir')).toBe('rtl');
  });

  it('applies the dark theme class in dark mode', () => {
    render(
      <UIProvider mode="dark">
        <p>Night</p>
      </UIProvider>,
    );
    expect(rootOf('Night').classList.contains(darkTheme)).toBe(true);
    expect(rootOf('Night').classList.contains(lightTheme)).toBe(false);
  });

  it('sets the brand colour, a readable foreground and the font as inline variables on the root', () => {
    render(
      <UIProvider brand={{ color: '#ffd700', fontFamily: 'Lato, sans-serif' }}>
        <p>Gold</p>
      </UIProvider>,
    );
    const root = rootOf('Gold');
    const value = (cssVar: string) => root.style.getPropertyValue(property(cssVar));
    expect(value(vars.button.primary.background)).toBe('#ffd700');
    expect(value(vars.button.primary.foreground)).toBe('#000000');
    // Gold on white is too faint for a focus ring, so rings and selection take a deeper shade of it.
    expect(value(vars.color.focus)).not.toBe('#ffd700');
    expect(contrastRatio(value(vars.color.focus), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(value(vars.color.brand)).toBe(value(vars.color.focus));
    expect(contrastRatio(value(vars.color.brandForeground), value(vars.color.brand))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(value(vars.font.family)).toBe('Lato, sans-serif');
  });

  it('puts white text on a dark brand colour', () => {
    render(
      <UIProvider brand={{ color: '#1e3a8a' }}>
        <p>Navy</p>
      </UIProvider>,
    );
    expect(rootOf('Navy').style.getPropertyValue(property(vars.color.brandForeground))).toBe('#ffffff');
  });

  it('sets no inline variables without a brand', () => {
    render(
      <UIProvider>
        <p>Plain</p>
      </UIProvider>,
    );
    expect(rootOf('Plain').getAttribute('style') ?? '').toBe('');
  });
});
