import { useDirection } from '@radix-ui/react-direction';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDateFormatter, useLocale } from 'react-aria';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../theme/contrast.js';
import { darkTheme, lightTheme, vars } from '../../theme/theme.css.js';
import { Popover, PopoverContent, PopoverTrigger } from '../Popover/index.js';
import { Radio, RadioGroup } from '../RadioGroup/index.js';
import { UIProvider } from './UIProvider.js';

/** `--name` from `var(--name)`. */
const property = (cssVar: string) => cssVar.slice('var('.length, -1);

/** Shows what Radix and React Aria each believe the direction and locale are. */
function DirectionProbe() {
  const radixDirection = useDirection();
  const { locale, direction } = useLocale();
  return <p>{`radix ${radixDirection}, react-aria ${locale} ${direction}`}</p>;
}

/** A month name as React Aria formats it under the provider. */
function MonthProbe() {
  const month = useDateFormatter({ month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 2)));
  return <p>{`month ${month}`}</p>;
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

  it.each([
    ['he', 'radix ltr, react-aria he-Latn ltr', 'month מרץ'],
    ['ar-EG', 'radix ltr, react-aria ar-Latn-EG ltr', 'month مارس'],
  ])(
    'gives React Aria %s in a left-to-right script when told ltr, still formatting in that language',
    (locale, seen, month) => {
      render(
        <UIProvider locale={locale} direction="ltr">
          <DirectionProbe />
          <MonthProbe />
        </UIProvider>,
      );
      expect(screen.getByText(/^radix/).textContent).toBe(seen);
      expect(screen.getByText(/^month/).textContent).toBe(month);
      // The page itself keeps the user's language tag.
      expect(rootOf(seen).getAttribute('lang')).toBe(locale);
    },
  );

  it('hands React Aria the locale unchanged when the direction given is the locale’s own', () => {
    render(
      <UIProvider locale="he" direction="rtl">
        <DirectionProbe />
      </UIProvider>,
    );
    expect(screen.getByText(/^radix/).textContent).toBe('radix rtl, react-aria he rtl');
  });

  it.each([
    ['he', undefined, 'arts'],
    ['he', 'ltr', 'law'],
    ['en-US', undefined, 'law'],
  ] as const)(
    'moves React Aria’s arrow keys in %s with direction %s the way the page reads',
    async (locale, direction, afterArrowRight) => {
      const user = userEvent.setup();
      render(
        <UIProvider locale={locale} direction={direction}>
          <RadioGroup label="Faculty" orientation="horizontal" defaultValue="science">
            <Radio value="arts">Arts</Radio>
            <Radio value="science">Science</Radio>
            <Radio value="law">Law</Radio>
          </RadioGroup>
        </UIProvider>,
      );
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Science' }));
      // Right to left, the option to the right of Science is the one before it; left to right, the one after.
      await user.keyboard('{ArrowRight}');
      expect((screen.getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe(afterArrowRight);
    },
  );

  it('takes the brand direction when the provider is not told one', () => {
    render(
      <UIProvider locale="en" brand={{ direction: 'rtl' }}>
        <p>Branded</p>
      </UIProvider>,
    );
    expect(rootOf('Branded').getAttribute('dir')).toBe('rtl');
  });

  it('gives React Aria the brand direction too', () => {
    render(
      <UIProvider locale="ar" brand={{ direction: 'ltr' }}>
        <p>Branded</p>
        <DirectionProbe />
      </UIProvider>,
    );
    expect(rootOf('Branded').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(/^radix/).textContent).toBe('radix ltr, react-aria ar-Latn ltr');
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

  it('sets a host’s token values over the theme, and a popover drawn in a portal is inside the element that holds them', () => {
    render(
      <UIProvider tokens={{ radius: { md: '2px' }, color: { surface: { overlay: '#fefce8' } } }}>
        <Popover defaultOpen>
          <PopoverTrigger>
            <button type="button">Open</button>
          </PopoverTrigger>
          <PopoverContent aria-label="Panel">Inside</PopoverContent>
        </Popover>
      </UIProvider>,
    );
    const root = rootOf('Open');
    expect(root.style.getPropertyValue(property(vars.radius.md))).toBe('2px');
    expect(root.style.getPropertyValue(property(vars.color.surface.overlay))).toBe('#fefce8');
    // Only the tokens named are written; the rest stay the theme's.
    expect(root.style.getPropertyValue(property(vars.radius.sm))).toBe('');
    const panel = screen.getByRole('dialog', { name: 'Panel' });
    expect(root.contains(panel)).toBe(true);
  });

  it('lets the brand apply over the host’s tokens', () => {
    render(
      <UIProvider tokens={{ font: { family: 'serif' } }} brand={{ fontFamily: 'Lato, sans-serif' }}>
        <p>Both</p>
      </UIProvider>,
    );
    expect(rootOf('Both').style.getPropertyValue(property(vars.font.family))).toBe('Lato, sans-serif');
  });

  it('puts a host’s own theme class in place of the mode’s theme', () => {
    render(
      <UIProvider theme="host-theme">
        <p>Own</p>
      </UIProvider>,
    );
    expect(rootOf('Own').classList.contains('host-theme')).toBe(true);
    expect(rootOf('Own').classList.contains(lightTheme)).toBe(false);
  });
});
