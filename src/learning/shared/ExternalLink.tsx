import type { ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';

/**
 * A link to another site: a new tab, with neither the opener nor the referrer passed on, and
 * only for http(s) addresses (anything else is shown as plain text).
 */
export function ExternalLink({ href, children, ...props }: Omit<LinkProps, 'target' | 'rel'> & { href: string; children: ReactNode }) {
  if (!/^https?:\/\//i.test(href) && !href.startsWith('/') && !href.startsWith('blob:')) return <span>{children}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Link>
  );
}
