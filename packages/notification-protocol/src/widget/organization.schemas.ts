// GET /widgets/organization: the branding the widget applies (docs/product.md §3, §7).
import { z } from 'zod';
import { TEXT_DIRECTIONS } from './organization.js';

/** Branding values land in CSS variables, so only plain colours and font names get through. */
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FONT_FAMILY = /^[A-Za-z0-9 ,'"_-]+$/;

export const organizationBrandingSchema = z.object({
  color: z.string().regex(HEX_COLOR, 'color must be a hex colour such as #1A73E8').optional(),
  fontColor: z.string().regex(HEX_COLOR, 'fontColor must be a hex colour such as #1F1F2E').optional(),
  contentBackground: z
    .string()
    .regex(HEX_COLOR, 'contentBackground must be a hex colour such as #FFFFFF')
    .optional(),
  fontFamily: z
    .string()
    .max(200)
    .regex(FONT_FAMILY, 'fontFamily must be font names separated by commas')
    .optional(),
  logo: z.url({ protocol: /^https?$/, error: 'logo must be an http(s) url' }).optional(),
  /**
   * The direction the organisation chose for its widget; absent when it chose none, so the page's own direction (the
   * host's prop, the locale's, the surrounding provider's) is not overridden by a default nobody picked.
   */
  direction: z.enum(TEXT_DIRECTIONS, { error: 'direction must be ltr or rtl' }).optional(),
});
export type OrganizationBranding = z.infer<typeof organizationBrandingSchema>;

export const organizationSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  branding: organizationBrandingSchema.default({}),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationResponseSchema = z.object({ data: organizationSchema });
export type OrganizationResponse = z.infer<typeof organizationResponseSchema>;
