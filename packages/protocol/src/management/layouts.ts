// Email layouts' fixed parts.
/** The placeholder a layout must hold; triple braces, so the body's HTML is not escaped twice. */
export const LAYOUT_BODY_PLACEHOLDER = /\{\{\{\s*body\s*\}\}\}/;
