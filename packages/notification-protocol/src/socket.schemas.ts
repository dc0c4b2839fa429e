// Feed counter events sent over socket.io to a subscriber's room (docs/product.md §3, §4).
import { z } from 'zod';

export const unseenCountChangedSchema = z.object({
  unseenCount: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type UnseenCountChanged = z.infer<typeof unseenCountChangedSchema>;

export const unreadCountChangedSchema = z.object({
  unreadCount: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type UnreadCountChanged = z.infer<typeof unreadCountChangedSchema>;

/** `data_changed`: which of the page's data changed, by a resource name of the host's own vocabulary. */
export const dataChangedSchema = z.object({
  resource: z.string().min(1).max(64),
});
export type DataChanged = z.infer<typeof dataChangedSchema>;
