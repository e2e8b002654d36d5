import { checkDomain, isLocalOrIpHost } from '../../src/api/schools.js';

/*
 * Where a school is reached, from the product's own address (PUBLIC_URL): a subdomain of its
 * host (maple.lms.example.com when PUBLIC_URL is https://lms.example.com), or, when the product
 * runs on localhost or an IP address, which cannot have subdomains, ?school= on its login page.
 */

const productHost = (publicUrl: string) => new URL(publicUrl).hostname.replace(/^www\./, '').toLowerCase();

/** The address a school's people open: its subdomain, or the login page with ?school=. */
export function schoolAddressOf(publicUrl: string, domain: string): string {
  const url = new URL(publicUrl);
  if (isLocalOrIpHost(url.hostname)) return `${url.origin}/login?school=${domain}`;
  return `${url.protocol}//${domain}.${url.host.replace(/^www\./, '')}`;
}

/**
 * The school a browser's host name names: the one label in front of the product's host
 * (maple.lms.example.com → maple); null for the product's own host, www, anything deeper or
 * elsewhere, and a malformed label.
 */
export function domainOfHost(publicUrl: string, hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const base = productHost(publicUrl);
  // On localhost, maple.localhost reaches the same machine: useful in development.
  const suffix = `.${base}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  if (!label || label.includes('.') || label === 'www' || checkDomain(label)) return null;
  return label;
}
