// What the connected stories share: a fresh in-memory widget per render (made by a loader, so every remount of
// the test-runner starts from the same data), and the keyboard and scrolling steps their play functions take.
import type { FeedStoreConfig } from '@herald/notification-machine';
import { SIZES } from '@herald/notification-protocol';
import type { ReactNode } from 'react';
import { InMemoryNotificationProvider } from './InMemoryNotificationProvider.js';
import { createInMemoryWidget, type InMemoryWidget, type InMemoryWidgetOptions } from './inMemoryWidget.js';

export interface WidgetStoryParameters {
  /** The widget's data and behaviour, made when the story loads (so large feeds are built lazily). */
  widget?: () => InMemoryWidgetOptions;
  /** The provider's stores; the center shows them as tabs. */
  stores?: ReadonlyArray<FeedStoreConfig & { name: string }>;
}

interface StoryContextLike {
  parameters: Record<string, unknown> & WidgetStoryParameters;
  loaded: Record<string, unknown>;
}

/** Parameters every widget story shares: its docs show the story's code, not a snippet of the rendered props. */
export const WIDGET_STORY_PARAMETERS = { docs: { source: { type: 'code' } } } as const;

/** Storybook loader: a new in-memory widget for each render of the story. */
export async function loadWidget({ parameters }: Pick<StoryContextLike, 'parameters'>) {
  return { widget: createInMemoryWidget(parameters.widget?.() ?? {}) };
}

/** The widget the loader made for this render. */
export function widgetOf(context: Pick<StoryContextLike, 'loaded'>): InMemoryWidget {
  const widget = context.loaded.widget as InMemoryWidget | undefined;
  if (!widget) throw new Error('The story has no in-memory widget: add loadWidget to its loaders');
  return widget;
}

/**
 * The provider over the story's widget and stores, in a frame as wide as the widget. Stories using it set
 * `docs.source.type` to `code` (see WIDGET_STORY_PARAMETERS): the generated JSX snippet would print the whole
 * widget, 10,000 messages and all.
 */
export function WidgetStoryFrame({
  widget,
  stores,
  children,
  inline = true,
}: {
  widget: InMemoryWidget;
  stores?: WidgetStoryParameters['stores'];
  children: ReactNode;
  /** The inline center and settings sit in a widget-wide column; the bell in a row that leaves room below. */
  inline?: boolean;
}) {
  return (
    <InMemoryNotificationProvider widget={widget} stores={stores}>
      {inline ? (
        <div style={{ maxInlineSize: SIZES.widgetWidthPx }}>{children}</div>
      ) : (
        // A toolbar-like row at the top holds the bell; the room below it is the page the popover opens over.
        <div style={{ minBlockSize: 620 }}>
          <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>{children}</div>
        </div>
      )}
    </InMemoryNotificationProvider>
  );
}

interface Keyboard {
  tab(options?: { shift?: boolean }): Promise<void>;
}

/** Presses Tab (or Shift+Tab) until `target` has focus; throws after `limit` presses. */
export async function tabTo(
  userEvent: Keyboard,
  target: () => Element | null,
  { shift = false, limit = 40 } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const element = target();
    if (element && document.activeElement === element) return;
    await userEvent.tab({ shift });
  }
  throw new Error(
    `Focus did not reach ${describe(target())} within ${limit} presses of ${shift ? 'Shift+Tab' : 'Tab'}; ` +
      `it is on ${describe(document.activeElement)}`,
  );
}

/** An element as a failure message names it: tag, role and accessible text. */
function describe(element: Element | null): string {
  if (!element) return 'nothing';
  const role = element.getAttribute('role');
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;
}

/** The arrow key that moves to the next tab: mirrored in right-to-left pages. */
export function nextArrow(element: Element): '{ArrowRight}' | '{ArrowLeft}' {
  return getComputedStyle(element).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
}

/** The feed's scrolling viewport in the given root. */
export function feedViewport(root: ParentNode): HTMLElement {
  const viewport = root.querySelector<HTMLElement>('[data-testid="feed"]');
  if (!viewport) throw new Error('No feed in view');
  return viewport;
}

/** Scrolls the feed to its end, as a user dragging to the bottom would. */
export function scrollFeedToEnd(root: ParentNode): void {
  const viewport = feedViewport(root);
  viewport.scrollTop = viewport.scrollHeight;
  viewport.dispatchEvent(new Event('scroll'));
}

/** How many message rows are in the page, however many are loaded. */
export function renderedItems(root: ParentNode): number {
  return root.querySelectorAll('[data-testid="notification-item"]').length;
}
