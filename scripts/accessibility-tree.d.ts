/** A page whose browser is Chromium: Playwright's `Page` (playwright or playwright-core). */
interface ChromiumPage {
  context(): {
    newCDPSession(page: never): Promise<{
      send(method: 'Accessibility.getFullAXTree'): Promise<unknown>;
      detach(): Promise<void>;
    }>;
  };
}

export interface AccessibleNode {
  /** The role as Chromium names it (`button`, `dialog`, `tab`, `status`, `listitem`…). */
  role: string;
  name: string;
  /** States and properties as Chromium reports them (`expanded`, `hasPopup`, `live`, `selected`, `focused`…). */
  properties: Record<string, unknown>;
  /** The text of its descendants, in order. */
  text: string;
}

/** A part a screen reader must find: its role, and where given its exact name, its text and any of its states. */
export interface ExpectedAccessibleNode {
  role: string;
  name?: string;
  text?: string;
  properties?: Record<string, string | boolean | number>;
}

export declare function accessibleNodes(page: ChromiumPage): Promise<AccessibleNode[]>;
export declare function missingAccessibleNodes(
  page: ChromiumPage,
  expected: readonly ExpectedAccessibleNode[],
): Promise<string[]>;
