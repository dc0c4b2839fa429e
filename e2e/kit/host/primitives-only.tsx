// A host page that uses the kit's Popover and Tabs and no notification center: the baseline of the center's own
// addition.
import { UIProvider } from '@herald/ui';
import { createRoot } from 'react-dom/client';
import { HostPrimitives } from './host-primitives.js';

createRoot(document.getElementById('root')!).render(
  <UIProvider>
    <HostPrimitives />
  </UIProvider>,
);
