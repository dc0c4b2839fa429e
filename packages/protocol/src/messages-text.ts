// Fixed texts of docs/product.md §8 that only the app shows; the notification kit's are in
// `@herald/notification-protocol`.

/** Title of the router's fallback view; the error's own text follows it. */
export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';
