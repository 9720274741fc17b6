import '@testing-library/jest-dom/jest-globals';
import { webcrypto } from 'node:crypto';

// jsdom's crypto has getRandomValues but no `subtle` (whatever the DOM types say): the form drafts'
// WebCrypto is Node's own.
if (typeof window !== 'undefined' && (window.crypto as Partial<Crypto>).subtle === undefined) {
  Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle });
}
