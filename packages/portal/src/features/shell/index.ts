// The frame's parts and page styles, for the pages and for the /auth pages' document, which draws the
// same header and footer. Whoever imports this loads all of it: keep here what those pages draw
// anyway, and a part only some pages need behind an import() of its own.
export { AppearanceMenu } from './AppearanceMenu.tsx';
export { schemeChoices, useSchemeLabel } from './appearance.ts';
export { FooterContact, FooterLinks } from './Footer.tsx';
export { LanguageMenu } from './LanguageMenu.tsx';
export { Logo } from './Logo.tsx';
export { messages as shellMessages } from './messages.ts';
export { Overlays } from './Overlays.tsx';
export { PageLink } from './PageLink.tsx';
/** The page layout's styles: page and section titles, muted text, prose. */
export * as shell from './shell.css.ts';
