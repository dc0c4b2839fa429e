import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from '../../components/Accordion/Accordion.css.js';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.js';

/**
 * Sections that expand independently, drawn with the kit's accordion styles without an accordion library: each
 * header is a level-3 heading holding a button that says whether it is expanded; Up and Down move between headers
 * (wrapping), Home and End jump to the ends.
 */
export function Disclosures({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root} data-disclosures="">
      {children}
    </div>
  );
}

/** Up, Down, Home and End from one header to another of the same set. */
function moveBetweenHeaders(event: KeyboardEvent<HTMLButtonElement>) {
  const set = event.currentTarget.closest('[data-disclosures]');
  const triggers = Array.from(set?.querySelectorAll<HTMLElement>('[data-disclosure-trigger]') ?? []);
  const index = triggers.indexOf(event.currentTarget);
  let next: number;
  if (event.key === 'ArrowDown') next = index + 1;
  else if (event.key === 'ArrowUp') next = index - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = triggers.length - 1;
  else return;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]?.focus();
}

export interface DisclosureProps {
  /** The header's text. */
  title: ReactNode;
  children: ReactNode;
}

/** One section: a header button and, while expanded, its content as a region named by the header. */
export function Disclosure({ title, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const state = open ? 'open' : 'closed';
  // The opening animation runs to the content's own height, as the kit's accordion does.
  useLayoutEffect(() => {
    const element = content.current;
    if (open && element) {
      element.style.setProperty('--radix-accordion-content-height', `${element.scrollHeight}px`);
    }
  }, [open]);

  return (
    <div className={styles.item} data-state={state}>
      <div role="heading" aria-level={3} className={styles.heading}>
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={open ? `${id}-content` : undefined}
          data-state={state}
          data-disclosure-trigger=""
          className={styles.trigger}
          onClick={() => setOpen(!open)}
          onKeyDown={moveBetweenHeaders}
        >
          {title}
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </div>
      {open ? (
        <div
          ref={content}
          id={`${id}-content`}
          role="region"
          aria-labelledby={`${id}-trigger`}
          data-state="open"
          className={styles.content}
        >
          <div className={styles.contentInner}>{children}</div>
        </div>
      ) : null}
    </div>
  );
}
