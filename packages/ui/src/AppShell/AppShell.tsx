import { useId, type ReactNode, type Ref } from 'react';
import * as styles from './AppShell.css.ts';

export interface AppShellProps {
  /** The skip link's text, translated, e.g. "Skip to main content". It is the first Tab stop. */
  skipLinkLabel: string;
  /**
   * The main region's id, the skip link's target.
   * @default a generated id
   */
  mainId?: string;
  /** Start of the top bar, e.g. customer-service phone and hours. The top bar shows if either end is set. */
  topBarStart?: ReactNode;
  /** End of the top bar, e.g. the language switcher. */
  topBarEnd?: ReactNode;
  /** The brand's logo, usually a link to the home page with the company name as its text alternative. */
  logo: ReactNode;
  /** The main navigation, hidden below md: pass a `<nav aria-label>` landmark. */
  navigation?: ReactNode;
  /** The header's end: appearance switch, user menu, sign out. */
  actions?: ReactNode;
  /** The button that opens the navigation drawer below md (shown only there). */
  menuButton?: ReactNode;
  /** The logo in the footer. */
  footerLogo?: ReactNode;
  /** Contact details: company, address, phone, e-mail. */
  footerContact?: ReactNode;
  /** Other links: privacy, accessibility statement, cookies, terms. */
  footerLinks?: ReactNode;
  /** The page content, inside `<main>`. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page frame: a skip link, the top bar, the header at the brand's header height, the main content
 * at the content width, and the footer. Installed as an app, it keeps clear of the device's safe areas.
 */
export function AppShell({
  skipLinkLabel,
  mainId,
  topBarStart,
  topBarEnd,
  logo,
  navigation,
  actions,
  menuButton,
  footerLogo,
  footerContact,
  footerLinks,
  children,
  ref,
}: AppShellProps) {
  const generatedId = useId();
  const targetId = mainId ?? `main-${generatedId}`;
  const hasTopBar = Boolean(topBarStart ?? topBarEnd);
  const hasFooter = Boolean(footerLogo ?? footerContact ?? footerLinks);
  return (
    <div ref={ref} className={styles.shell}>
      {/* A plain anchor: an in-page jump must not go through a client router. */}
      <a className={styles.skipLink} href={`#${targetId}`}>
        {skipLinkLabel}
      </a>
      <header className={styles.banner} data-has-top-bar={hasTopBar || undefined}>
        {hasTopBar && (
          <div className={styles.topBar} data-part="top-bar">
            <div className={styles.container}>
              {topBarStart}
              {topBarEnd && <div className={styles.topBarEnd}>{topBarEnd}</div>}
            </div>
          </div>
        )}
        <div className={styles.header} data-part="header">
          <div className={styles.container}>
            <div className={styles.logo}>{logo}</div>
            {navigation && <div className={styles.navigation}>{navigation}</div>}
            <div className={styles.actions}>
              {actions}
              {menuButton && <div className={styles.menuButton}>{menuButton}</div>}
            </div>
          </div>
        </div>
      </header>
      <main id={targetId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {hasFooter && (
        <footer className={styles.footer}>
          <div className={styles.container}>
            <div className={styles.footerGrid}>
              <div>{footerLogo}</div>
              <div>{footerContact}</div>
              <div>{footerLinks}</div>
            </div>
          </div>
        </footer>
      )}
    </div>
  );
}
