import { Link, type LinkProps } from '@vool/ui/Link';
import { usePrefetch } from '../../app/prefetch.ts';

export type PageLinkProps = Extract<LinkProps, { isExternal?: false }> & { href: string };

/** A link to another page of the portal: the page's code is fetched as the link nears the screen. */
export function PageLink(props: PageLinkProps) {
  return <Link ref={usePrefetch(props.href)} {...props} />;
}
