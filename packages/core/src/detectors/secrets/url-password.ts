import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { urlPasswordVerdict } from '../../validators/url-password.js';
import { serviceDetectors } from '../services/index.js';
import { githubToken } from './github-token.js';
import { gitlabToken } from './gitlab-token.js';
import { slackToken } from './slack-token.js';

/** Prefixes of service tokens: a token used as a URL's password (`https://oauth2:glpat-…@`) is reported as that token. */
const TOKEN_PREFIXES = [...serviceDetectors, githubToken, gitlabToken, slackToken].flatMap((detector) => (detector.anchor.kind === 'prefix' ? detector.anchor.literals : []));

function verifyUrlPassword(url: string): Verdict {
  const password = url.slice(url.indexOf(':', url.indexOf('://') + 3) + 1, url.lastIndexOf('@'));
  return TOKEN_PREFIXES.some((prefix) => password.startsWith(prefix)) ? 'reject' : urlPasswordVerdict(url);
}

const SCHEMES = ['https', 'http', 'ftp', 'ftps', 'sftp', 'smtp', 'smtps', 'imap', 'imaps', 'pop3', 'pop3s', 'ldap', 'ldaps', 'ssh', 'git', 'svn', 'mqtt', 'mqtts', 'nats', 'ws', 'wss', 'socks5', 'socks5h', 'telnet', 'rsync', 'webdav', 'davs'];

export const urlPassword: Detector = Object.freeze<Detector>({
  id: 'url-password',
  type: 'URL_PASSWORD',
  categories: ['API_SECRETS'],
  label: { one: 'password in a URL', other: 'passwords in URLs' },
  description:
    'A password in the user information of a URL of any other scheme than a database (https, http, ftp(s), sftp, smtp(s), imap(s), pop3(s), ldap(s), ssh, git, svn, mqtt, nats, ws(s), socks5): `scheme://user:password@host`. The password may itself hold `@`; the last `@` before a host ends it. The finding is the password only, so the masked URL still names the host and the user. Placeholders and a password equal to its user are ignored.',
  anchor: { kind: 'prefix', literals: SCHEMES.map((scheme) => `${scheme}://`) },
  pattern: `(?:${SCHEMES.join('|')})://[^\\s:@/?#'"]{0,128}:(?<password>[^\\s/?#'"]{1,128})@[A-Za-z0-9._\\-]{1,253}(?::[0-9]{1,5})?`,
  maxLength: 540,
  reportGroup: 'password',
  validate: verifyUrlPassword,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'https://svcaccount:myC0mpl3xP@ss@service.internal.com', match: 'myC0mpl3xP@ss', note: 'an @ inside the password' },
    { text: 'git clone https://deploy:FAKEq9ZxW2mL7@git.example.com/acme/app.git', match: 'FAKEq9ZxW2mL7' },
    { text: 'ftp://backup:Fk7$mW2!qL9@files.example.org/nightly/', match: 'Fk7$mW2!qL9' },
    { text: 'SMTP_URL=smtps://mailer:Tr0ub4dorFAKE@smtp.example.com:465', match: 'Tr0ub4dorFAKE' },
    { text: '"proxy": "http://user:Zp4Kv8Ws1FAKE@proxy.corp.example:3128"', match: 'Zp4Kv8Ws1FAKE' },
    { text: 'ldaps://cn=admin:Wq8FAKE2vLz@ldap.example.com', match: 'Wq8FAKE2vLz' },
    { text: 'wss://bot:FAKE7Lm2Qz9Kv4@stream.example.net/feed', match: 'FAKE7Lm2Qz9Kv4' },
    { text: 'sftp://ops:s3cretFAKE_42@10.0.0.12:22/upload', match: 's3cretFAKE_42', note: 'IP host' },
    { text: 'mqtt://sensor:Qw3rFAKE9zX2@broker.example.io:1883', match: 'Qw3rFAKE9zX2' },
    { text: '(see https://a:Xk9mQ2vL8pFAKE@host.example.com)', match: 'Xk9mQ2vL8pFAKE' },
  ],
  falsePositives: [
    { text: 'https://example.com/path?user=a:b', note: 'no user information' },
    { text: 'https://user@example.com/repo.git', note: 'user without password' },
    { text: 'https://user:password@example.com', note: 'stock placeholder' },
    { text: 'https://${USER}:${PASS}@example.com', note: 'template' },
    { text: 'https://user:<token>@example.com', note: 'slot' },
    { text: 'https://admin:admin@localhost:8080', note: 'password is the user name' },
    { text: 'https://user:****@example.com', note: 'masked' },
    { text: 'http://localhost:8080/health', note: 'port, no credentials' },
    { text: 'mail me at jane@example.com', note: 'e-mail, no URL' },
    { text: 'https://example.com:8443/a@b', note: 'an @ in the path' },
  ],
});
