// What the signed-in portal's features use of the session and the /auth pages, which are a document
// of their own (auth.tsx): nothing here is part of that document.
export { authApi, useSessionQuery } from './api.ts';
export { signInPath } from './callbackUrl.ts';
export { isAuthPath } from './paths.ts';
export { requireSession } from './requireSession.ts';
export { whenSignedIn } from './whenSignedIn.ts';
