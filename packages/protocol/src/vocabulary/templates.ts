// Helpers available inside message templates (docs/product.md §3).

export const TEMPLATE_HELPERS = [
  'equals',
  'titlecase',
  'uppercase',
  'lowercase',
  'pluralize',
  'dateFormat',
  'unique',
  'groupBy',
  'sortBy',
  'numberFormat',
  'i18n',
] as const;
export type TemplateHelper = (typeof TEMPLATE_HELPERS)[number];
