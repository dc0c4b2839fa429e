export declare const SERVER_ENTRIES: Record<
  'index' | 'main' | 'document-preview.worker' | 'templates.worker',
  string
>;
