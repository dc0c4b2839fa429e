import { describe, expect, it } from 'vitest';
import { brandVars } from './brand.js';
import { BRAND_PRESETS } from './brand-presets.js';
import { contrastRatio, parseColor, readableForeground, relativeLuminance, type Rgb } from './contrast.js';
import { vars } from './contract.css.js';
import { darkTokens, lightTokens, primaryGradients, type ThemeTokens } from './tokens.js';

/** WCAG AA: body text, and non-text contrast for focus rings and control borders. */
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

const themes = [
  { name: 'light', tokens: lightTokens, gradient: primaryGradients.light },
  { name: 'dark', tokens: darkTokens, gradient: primaryGradients.dark },
] as const;

/** Every text colour a component draws, with the backgrounds it is drawn on. */
function textPairs({ color, button }: ThemeTokens): Array<[string, string, string]> {
  const surfaces = Object.entries(color.surface);
  return [
    ...surfaces.flatMap(([surface, background]): Array<[string, string, string]> => [
      [`text.primary on surface.${surface}`, color.text.primary, background],
      [`text.secondary on surface.${surface}`, color.text.secondary, background],
    ]),
    ['brandForeground on brand', color.brandForeground, color.brand],
    ...(['success', 'warning', 'danger', 'info'] as const).flatMap(
      (status): Array<[string, string, string]> => [
        // Status words sit on rows and cards that are hovered and pressed too, not only on the base surface.
        ...surfaces.map(([surface, background]): [string, string, string] => [
          `${status}.text on surface.${surface}`,
          color[status].text,
          background,
        ]),
        [`${status}.text on ${status}.surface`, color[status].text, color[status].surface],
        [`${status}.onSolid on ${status}.solid`, color[status].onSolid, color[status].solid],
      ],
    ),
    ['badge neutral', color.text.primary, color.neutral['5']],
    ['secondary button', button.secondary.foreground, button.secondary.background],
    ['secondary button hover', button.secondary.foreground, button.secondary.backgroundHover],
    ['ghost button on surface.base', button.ghost.foreground, color.surface.base],
    ['ghost button hover', button.ghost.foreground, button.ghost.backgroundHover],
    ['danger button', button.danger.foreground, button.danger.background],
    ['danger button hover', button.danger.foreground, button.danger.backgroundHover],
  ];
}

describe.each(themes)('the $name theme', ({ tokens, gradient }) => {
  it.each(textPairs(tokens))('%s meets AA for body text', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the primary button text readable on every stop of its gradient, at rest and on hover', () => {
    const stops = [gradient.rest.from, gradient.rest.to, gradient.hover.from, gradient.hover.to];
    for (const stop of stops) {
      expect(contrastRatio(tokens.button.primary.foreground, stop)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('draws the focus ring and strong borders visibly against every surface', () => {
    for (const surface of Object.values(tokens.color.surface)) {
      expect(contrastRatio(tokens.color.focus, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(contrastRatio(tokens.color.border.strong, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('puts every spacing step on the 4 px grid', () => {
    for (const step of Object.values(tokens.space)) {
      expect(Number.parseInt(step, 10) % 4).toBe(0);
    }
  });
});

describe('contrastRatio', () => {
  it('spans 21:1 from black to white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#be185d', '#be185d')).toBe(1);
  });

  it('reads hex and rgb() notations alike', () => {
    expect(parseColor('#0af')).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColor('rgb(0, 170, 255)')).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColor('rgb(0 170 255 / 50%)')).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColor('teal')).toBeNull();
  });
});

describe('readableForeground', () => {
  it('puts white on a dark brand and black on a light one', () => {
    expect(readableForeground('#1e3a8a')).toBe('#ffffff');
    expect(readableForeground('#ffd700')).toBe('#000000');
  });

  it('always reaches AA, even on mid-tone colours', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      for (const color of [`rgb(${grey}, ${grey}, ${grey})`, `rgb(${grey}, 128, ${255 - grey})`]) {
        const foreground = readableForeground(color);
        expect(foreground).not.toBeNull();
        expect(contrastRatio(foreground as string, color)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });
});

describe.each([
  ['navy', BRAND_PRESETS.navy.color],
  ['gold', BRAND_PRESETS.gold.color],
  ['teal', BRAND_PRESETS.teal.color],
])('the %s brand (%s)', (_name, brandColor) => {
  describe.each([
    ['light', [lightTokens]],
    ['dark', [darkTokens]],
    ['system', [lightTokens, darkTokens]],
  ] as const)('in %s mode', (mode, themes) => {
    const assigned = brandVars({ color: brandColor }, mode);
    const value = (cssVar: string) => {
      const found = assigned[cssVar];
      if (!found) throw new Error(`brandVars set no ${cssVar}`);
      return found;
    };

    it('keeps primary button text readable at rest and on hover', () => {
      const foreground = value(vars.button.primary.foreground);
      expect(value(vars.button.primary.background)).toBe(brandColor);
      expect(contrastRatio(foreground, value(vars.button.primary.background))).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      expect(contrastRatio(foreground, value(vars.button.primary.backgroundHover))).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    });

    it('keeps text on the brand colour readable (badges, selected items)', () => {
      expect(
        contrastRatio(value(vars.color.brandForeground), value(vars.color.brand)),
      ).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it('draws focus rings and selection marks visibly against every surface', () => {
      for (const tokens of themes) {
        for (const surface of Object.values(tokens.color.surface)) {
          expect(contrastRatio(value(vars.color.focus), surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
          expect(contrastRatio(value(vars.color.brand), surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
        }
      }
    });
  });
});

describe('the brand presets', () => {
  it('are far apart: a dark, a light and a mid-tone colour', () => {
    const luminances = [BRAND_PRESETS.navy.color, BRAND_PRESETS.gold.color, BRAND_PRESETS.teal.color].map(
      (color) => relativeLuminance(parseColor(color) as Rgb),
    );
    expect(Math.min(...luminances)).toBeLessThan(0.1);
    expect(Math.max(...luminances)).toBeGreaterThan(0.6);
  });
});
