import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';

/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** Image-density suffixes (`logo@2x.png`) look like addresses but name files. */
const DENSITY_SUFFIX = /^[1-4]x\./i;

/** After `//` and before any further `/`: the userinfo of a URL (`https://user:password@`), not a path. */
function isUserinfo(prefix: string): boolean {
  const authority = prefix.lastIndexOf('//');
  return authority >= 0 && !prefix.includes('/', authority + 2);
}

/**
 * The pattern admits dots anywhere in the local part so the scanner can walk back from `@` over
 * one character class; the rules it cannot express are checked here. What stands before the
 * address up to a `:` or `/` is read too: `scheme://user:password@host` names a URL's
 * credentials and host, not an e-mail address (while `mailto:` is only a scheme).
 */
function emailVerdict(value: string): Verdict {
  const at = value.indexOf('@');
  const addressStart = Math.max(value.lastIndexOf(':', at), value.lastIndexOf('/', at)) + 1;
  if (isUserinfo(value.slice(0, addressStart))) return 'reject';
  const local = value.slice(addressStart, at);
  const domain = value.slice(at + 1);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'reject';
  if (DENSITY_SUFFIX.test(domain)) return 'reject';
  return 'none';
}

export const email: Detector = {
  id: 'email',
  type: 'EMAIL',
  categories: ['PII'],
  label: { one: 'email address', other: 'email addresses' },
  description:
    'An e-mail address: a local part, @, and a domain ending in an alphabetic top-level domain. The credentials of a URL (`https://user:token@host`) are not an address.',
  // The walk back from `@` also crosses `scheme://user:` so the verdict can see a URL's userinfo.
  anchor: { kind: 'char', char: '@', back: 192 },
  pattern: `(?:[A-Za-z0-9._%+:/-]{0,127}[:/])?(?<address>[A-Za-z0-9._%+-]{1,64}@(?:${LABEL}\\.){1,6}[A-Za-z]{2,24})`,
  maxLength: 600,
  reportGroup: 'address',
  validate: emailVerdict,
  context: { words: ['email', 'e-mail', 'mail', 'mailto', 'contact'], window: 32, required: false },
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'Contact jane.doe@example.com for details.', match: 'jane.doe@example.com' },
    { text: 'mailto:ops+alerts@example.org', match: 'ops+alerts@example.org' },
    { text: '<john_smith@mail.example.co.uk>', match: 'john_smith@mail.example.co.uk' },
    { text: 'email=first.last-99@sub.example.net;', match: 'first.last-99@sub.example.net' },
    { text: '"user@example.io",', match: 'user@example.io' },
    { text: 'Sent from a@b.example.com at noon', match: 'a@b.example.com' },
    { text: 'reply to SUPPORT@EXAMPLE.COM.', match: 'SUPPORT@EXAMPLE.COM' },
    { text: 'cc: x%y@example-mail.travel', match: 'x%y@example-mail.travel' },
    { text: 'owner,  fake.person@example.com ,admin', match: 'fake.person@example.com' },
    { text: '[fake] hr-team@example.com', match: 'hr-team@example.com' },
    { text: '(billing@example.com)', match: 'billing@example.com' },
    { text: '<a href="mailto:help@example.com">', match: 'help@example.com', note: 'a mailto link' },
    { text: 'owners: team/alice@example.com', match: 'alice@example.com', note: 'a path before the address is not part of it' },
    { text: 'see https://crm.example.com/contacts/jane.doe@example.com/edit', match: 'jane.doe@example.com', note: 'an address in a URL path' },
  ],
  falsePositives: [
    { text: 'see logo@2x.png and icon@3x.png', note: 'image density suffixes' },
    { text: 'follow @example on social media' },
    { text: 'install @scope/package@1.2.3' },
    { text: 'user@localhost has no top-level domain' },
    { text: 'name@example.c is too short a TLD' },
    { text: 'a..b@example.com has consecutive dots' },
    { text: 'trailing.@example.com ends its local part with a dot' },
    { text: 'user@@example.com' },
    { text: 'user@example.com123abc runs into letters' },
    { text: 'git@ and @@ and @ alone' },
    { text: 'price: 3 @ 4.50 each' },
    { text: 'git clone https://oauth2:FAKEexampleTokenValue9@gitlab.example.com/group/repo.git', note: 'URL userinfo: a credential and a host' },
    { text: 'proxy http://svc-user@proxy.example.com:8080', note: 'URL userinfo without a password' },
  ],
};
