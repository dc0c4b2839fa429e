// Documentation helper: pick any organisation colour and font and see the kit take them on at run time, with the
// readable text colour it derives and the contrast it reaches.
import { useId, useState } from 'react';
import { Badge } from '../components/Badge/Badge.js';
import { Button } from '../components/Button/Button.js';
import { Card } from '../components/Card/Card.js';
import { Heading } from '../components/Heading/Heading.js';
import { Inline } from '../components/Inline/Inline.js';
import { Stack } from '../components/Stack/Stack.js';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs/Tabs.js';
import { Text } from '../components/Text/Text.js';
import { UIProvider, type UIMode } from '../components/UIProvider/UIProvider.js';
import { brandVars } from '../theme/brand.js';
import { BRAND_PRESETS, type BrandPresetName } from '../theme/brand-presets.js';
import { contrastRatio } from '../theme/contrast.js';
import { vars } from '../theme/contract.css.js';

const FONTS = [
  '',
  'Georgia, "Times New Roman", serif',
  '"Trebuchet MS", sans-serif',
  '"Courier New", monospace',
];

export function BrandPicker() {
  const [color, setColor] = useState<string>(BRAND_PRESETS.teal.color);
  const [fontFamily, setFontFamily] = useState('');
  const [mode, setMode] = useState<Exclude<UIMode, 'system'>>('light');
  const colorId = useId();
  const fontId = useId();
  const derived = brandVars({ color }, mode);
  const foreground = derived[vars.button.primary.foreground] ?? '';
  const accent = derived[vars.color.focus] ?? '';

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'end' }}>
        <label htmlFor={colorId} style={{ display: 'grid', gap: 4 }}>
          Brand colour
          <input id={colorId} type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        </label>
        <label htmlFor={fontId} style={{ display: 'grid', gap: 4 }}>
          Font
          <select id={fontId} value={fontFamily} onChange={(event) => setFontFamily(event.target.value)}>
            {FONTS.map((font) => (
              <option key={font} value={font}>
                {font || 'System font'}
              </option>
            ))}
          </select>
        </label>
        <fieldset style={{ display: 'flex', gap: 8, border: 0, padding: 0 }}>
          <legend>Mode</legend>
          {(['light', 'dark'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="brand-mode"
                checked={mode === option}
                onChange={() => setMode(option)}
              />{' '}
              {option}
            </label>
          ))}
        </fieldset>
        <div style={{ display: 'flex', gap: 8 }}>
          {(Object.keys(BRAND_PRESETS) as BrandPresetName[])
            .filter((name) => 'color' in BRAND_PRESETS[name])
            .map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => setColor((BRAND_PRESETS[name] as { color: string }).color)}
              >
                {name}
              </button>
            ))}
        </div>
      </div>
      <p style={{ margin: 0 }}>
        Button text <code>{foreground}</code> on <code>{color}</code>:{' '}
        {contrastRatio(foreground, color).toFixed(2)}:1. Focus and selection colour <code>{accent}</code>
        {accent !== color ? ' (adjusted to stand out 3:1 from the page)' : ''}.
      </p>
      <UIProvider mode={mode} brand={{ color, fontFamily: fontFamily || undefined }}>
        <div style={{ padding: 16 }}>
          <Card>
            <Stack gap="md">
              {/* skip-toc keeps the sample out of the page's table of contents. */}
              <Heading level={3} className="skip-toc">
                Research poster day
              </Heading>
              <Text tone="secondary">Closes 14 March · 12 contributions</Text>
              <Inline gap="xs">
                <Button>Submit contribution</Button>
                <Button variant="secondary">Save draft</Button>
                <Badge tone="brand" count={4} />
              </Inline>
              <Tabs defaultValue="pending">
                <TabList aria-label="Contributions by status">
                  <Tab value="pending">Pending</Tab>
                  <Tab value="accepted">Accepted</Tab>
                </TabList>
                <TabPanel value="pending">Four contributions wait for review.</TabPanel>
                <TabPanel value="accepted">Twelve were accepted.</TabPanel>
              </Tabs>
            </Stack>
          </Card>
        </div>
      </UIProvider>
    </div>
  );
}
