import { domainToASCII } from 'node:url';
import { parse } from 'tldts';
import { ValidationError } from '../../http/errors.js';
import { isOwnOrLocalName } from '../../http/hosts.js';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A custom domain as stored: IDNA-normalised (`Bücher.Example` → `xn--bcher-kva.example`),
 * lowercase, without a trailing dot. Refused with a 400 naming why: not a host name, an IP
 * address, a public suffix itself (`co.uk`, `github.io`), or one of our own names.
 */
export function normaliseDomainName(input: string, ownHostNames: string[]): string {
  const ascii = domainToASCII(input.trim().replace(/\.$/, '')).toLowerCase();
  const field = 'body.domainName';
  if (ascii === '' || ascii.length > 253 || !ascii.split('.').every((label) => LABEL.test(label))) {
    throw new ValidationError(`${field}: ${input} is not a valid domain name`);
  }
  const parsed = parse(ascii, { allowPrivateDomains: true });
  if (parsed.isIp) throw new ValidationError(`${field}: an IP address cannot be a custom domain`);
  if (!parsed.domain || parsed.publicSuffix === ascii) {
    throw new ValidationError(`${field}: ${ascii} is a public suffix, not a domain you can own`);
  }
  if (isOwnOrLocalName(ascii, ownHostNames)) {
    throw new ValidationError(`${field}: ${ascii} belongs to this service and cannot be a custom domain`);
  }
  return ascii;
}
