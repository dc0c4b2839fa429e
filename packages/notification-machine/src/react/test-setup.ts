// Test setup: Testing Library's waits (findBy…, waitFor) give up after 5 s instead of 1 s. The React tests load the
// feed and preferences chunks with a dynamic import on first use, which a busy machine can take longer than a
// second to transform; a wait only bounds how long a test may take to see the state, it asserts no duration.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
