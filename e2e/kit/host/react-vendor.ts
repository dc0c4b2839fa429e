// React and react-dom as a page already has them: built as an entry of their own beside the live page, so React
// lands in chunks the byte count of the kit leaves out, as the budgets leave React out.
import 'react';
import 'react-dom/client';
import 'react/jsx-runtime';
