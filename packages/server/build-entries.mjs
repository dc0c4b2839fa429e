// The server's entry files, for its build and for any test that bundles the server from its sources: each worker
// is an entry of its own, because Node starts it from its own file beside the main one
// (src/security/limited-workers.ts).
export const SERVER_ENTRIES = {
  index: 'src/index.ts',
  main: 'src/main.ts',
  'document-preview.worker': 'src/university/services/document-preview.worker.ts',
  'templates.worker': 'src/notify/engine/templates.worker.ts',
};
