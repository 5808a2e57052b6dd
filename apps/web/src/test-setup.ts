import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// CI machines are shared and slow: a screen may take more than the default second to answer.
// A wait that passes returns as soon as its condition holds, so this costs nothing when fast.
configure({ asyncUtilTimeout: 5_000 });
