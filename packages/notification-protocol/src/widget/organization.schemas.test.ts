import { expect, test } from 'vitest';
import { organizationResponseSchema } from './organization.schemas.js';

const organization = (branding: Record<string, unknown>) => ({
  data: { _id: 'org_1', name: 'Greenwich', branding },
});

test('branding with colour, font and direction', () => {
  const parsed = organizationResponseSchema.parse(
    organization({ color: '#1A73E8', fontFamily: "'Noto Sans', sans-serif", direction: 'rtl' }),
  );
  expect(parsed.data.branding).toEqual({
    color: '#1A73E8',
    fontFamily: "'Noto Sans', sans-serif",
    direction: 'rtl',
  });
});

test('a branding that chose no direction names none', () => {
  expect(organizationResponseSchema.parse(organization({})).data.branding.direction).toBeUndefined();
  expect(
    organizationResponseSchema.parse({ data: { _id: 'org_1', name: 'Greenwich' } }).data.branding,
  ).toEqual({});
});

test('values that could break out of a CSS variable are refused', () => {
  const colour = organizationResponseSchema.safeParse(organization({ color: 'red;background:url(//evil)' }));
  expect(colour.error?.issues[0]?.message).toBe('color must be a hex colour such as #1A73E8');
  const font = organizationResponseSchema.safeParse(
    organization({ fontFamily: 'Arial; } body { display:none' }),
  );
  expect(font.error?.issues[0]?.message).toBe('fontFamily must be font names separated by commas');
  const direction = organizationResponseSchema.safeParse(organization({ direction: 'ttb' }));
  expect(direction.error?.issues[0]?.message).toBe('direction must be ltr or rtl');
  const logo = organizationResponseSchema.safeParse(organization({ logo: 'javascript:alert(1)' }));
  expect(logo.error?.issues[0]?.message).toBe('logo must be an http(s) url');
});
