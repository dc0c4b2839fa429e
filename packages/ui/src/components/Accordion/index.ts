export { Accordion, AccordionItem } from './Accordion.js';
export type { AccordionItemProps, AccordionProps } from './Accordion.js';
