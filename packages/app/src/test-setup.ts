// Routes load their pages lazily; on a busy machine the first import of a page can take longer than Testing
// Library's 1 s default wait, so queries wait up to 5 s (they resolve as soon as the page is there).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
