import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Every back-office page is a lazy route: the first test of a file waits for its chunk to be
// transformed and evaluated, which on a busy two-core CI machine takes longer than the default
// second of findBy*. Five seconds still fails a page that never shows.
configure({ asyncUtilTimeout: 5_000 });
