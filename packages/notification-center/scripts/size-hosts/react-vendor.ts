// React and react-dom as a page loads them beside a host page. The runtime size test builds this as a second
// entry, so React lands in chunks of its own that the count leaves out, as the budgets leave React out.
import 'react';
import 'react-dom/client';
import 'react/jsx-runtime';
