import './shared/data/schema-config';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installEmptyMarkupPolicy } from '@herald/notification-center';
import { forwardCspViolations } from './shared/data/csp-reports';
import { createAppRouter } from './router';

// Before the first render: React Aria's live announcer clears itself with empty markup under Trusted Types, and
// whatever the policy refuses reaches the server's log.
installEmptyMarkupPolicy();
forwardCspViolations();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
