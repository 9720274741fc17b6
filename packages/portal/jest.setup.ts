import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';

// A lazy part (a dialog, a page's view) is transformed and loaded at its first use in a test file,
// which can take longer than Testing Library's default second on a busy two-core machine; what a test
// waits for must still appear, so this only keeps load from failing it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's crypto has getRandomValues but no `subtle` (whatever the DOM types say): the form drafts'
// WebCrypto is Node's own.
if (typeof window !== 'undefined' && (window.crypto as Partial<Crypto>).subtle === undefined) {
  Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle });
}
