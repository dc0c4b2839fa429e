// Documentation helpers: render the theme's token objects as swatches and scales, so the Tokens page always shows
// exactly the values the stylesheet ships.
import type { CSSProperties } from 'react';
import { contrastRatio, parseColor } from '../theme/contrast.js';
import { darkTokens, lightTokens, type ThemeTokens } from '../theme/tokens.js';

const THEMES: Array<[string, ThemeTokens]> = [
  ['Light', lightTokens],
  ['Dark', darkTokens],
];

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: 12,
  marginBlock: 16,
};

/** Flattens nested colour groups into `group.name` → value. */
function flatten(prefix: string, value: unknown): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(prefix ? `${prefix}.${key}` : key, inner),
  );
}

function Swatch({ name, value, textOn }: { name: string; value: string; textOn: string }) {
  const readable = parseColor(value) ? contrastRatio(textOn, value).toFixed(2) : null;
  return (
    <figure style={{ margin: 0, fontSize: 12, fontFamily: 'system-ui, sans-serif' }}>
      <div
        style={{
          blockSize: 56,
          borderRadius: 8,
          background: value,
          border: '1px solid rgba(0, 0, 0, 0.12)',
        }}
      />
      <figcaption style={{ marginBlockStart: 4 }}>
        <strong>{name}</strong>
        <br />
        {/* The docs page's own code style is drawn for its light page; here the theme's text colour holds. */}
        <code style={{ color: 'inherit', background: 'none', border: 0, padding: 0 }}>{value}</code>
        {readable ? <span> · text {readable}:1</span> : null}
      </figcaption>
    </figure>
  );
}

/** Every colour token of both themes, with the contrast of the theme's primary text on it. */
export function ColorSwatches({ group }: { group: keyof ThemeTokens['color'] }) {
  return (
    <>
      {THEMES.map(([name, tokens]) => (
        <section key={name} aria-label={`${name} theme, ${group}`}>
          <h4>{name}</h4>
          {/* Captions in the theme's own text colour, so the dark theme's read light on its dark canvas. */}
          <div
            style={{
              ...grid,
              padding: 12,
              borderRadius: 8,
              background: tokens.color.surface.canvas,
              color: tokens.color.text.primary,
            }}
          >
            {flatten(group, tokens.color[group]).map(([tokenName, value]) => (
              <Swatch key={tokenName} name={tokenName} value={value} textOn={tokens.color.text.primary} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** The spacing steps as bars of their own length. */
export function SpaceScale() {
  return (
    <table>
      <tbody>
        {Object.entries(lightTokens.space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <div style={{ inlineSize: value, blockSize: 12, background: lightTokens.color.brand }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type scale, each size set in itself. */
export function TypeScale() {
  return (
    <table>
      <tbody>
        {Object.entries(lightTokens.font.size).map(([name, size]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <code>
                {size} / {lightTokens.font.lineHeight[name as keyof ThemeTokens['font']['lineHeight']]}
              </code>
            </td>
            <td style={{ fontSize: size, fontFamily: lightTokens.font.family }}>
              Contributions close on 14 March
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Radii, control sizes, shadows, z-index and motion as plain tables of name and value. */
export function ValueTable({ group }: { group: 'radius' | 'size' | 'shadow' | 'zIndex' | 'motion' }) {
  return (
    <table>
      <tbody>
        {flatten('', lightTokens[group]).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <code>{value}</code>
            </td>
            <td>
              {group === 'radius' ? (
                <div
                  style={{ inlineSize: 48, blockSize: 32, borderRadius: value, border: '2px solid #7b8391' }}
                />
              ) : group === 'shadow' ? (
                <div
                  style={{
                    inlineSize: 64,
                    blockSize: 32,
                    borderRadius: 8,
                    boxShadow: value,
                    background: '#fff',
                  }}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
