import { CONFIDENCE, type Detector } from '../../types.js';
import { passwordVerdict } from '../../validators/secret-value.js';

/** The arguments between a command and its password flag: the rest of its line, up to 160 characters. */
const ARGUMENTS = String.raw`(?:[ \t][^\r\n]{0,160})?`;

/**
 * The command, its arguments and the flag that takes the password, for each client whose flag
 * means "password" whatever comes before it: `mysql -p<password>` (glued: `-p` alone prompts),
 * `redis-cli -a`, `sshpass -p`, the MongoDB tools' `-p`, `sqlcmd -P`, `docker login -p`,
 * `curl -u user:`, `smbclient -U user%`, `openssl -passin pass:`. A long flag (`--password x`)
 * is read as an assignment by the password detector.
 */
const LEADS = [
  String.raw`(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)${ARGUMENTS}[ \t]{1,4}-p`,
  String.raw`redis-cli${ARGUMENTS}[ \t]{1,4}-a[ \t]{1,4}`,
  String.raw`sshpass[ \t]{1,4}-p[ \t]{0,4}`,
  String.raw`(?:mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport)${ARGUMENTS}[ \t]{1,4}-p[ \t]{1,4}`,
  String.raw`sqlcmd${ARGUMENTS}[ \t]{1,4}-P[ \t]{1,4}`,
  String.raw`docker[ \t]{1,4}login${ARGUMENTS}[ \t]{1,4}-p[ \t]{1,4}`,
  String.raw`curl${ARGUMENTS}[ \t]{1,4}(?:-u|--user)[ \t]{1,4}['"]?[^ \t\r\n:'"]{1,64}:`,
  String.raw`smbclient${ARGUMENTS}[ \t]{1,4}-U[ \t]{1,4}['"]?[^ \t\r\n%'"]{1,64}%`,
  String.raw`openssl${ARGUMENTS}[ \t]{1,4}-pass(?:in|out)?[ \t]{1,4}['"]?pass:`,
];

const PATTERN = String.raw`(?:${LEADS.join('|')})(?<password>[^ \t\r\n'"]{4,128})`;
const READ = new RegExp(`^${PATTERN}$`);

/** The password of a matched command line, judged as any password; one that repeats the user name (`-u admin:admin`) is none. */
function commandLinePasswordVerdict(match: string): ReturnType<typeof passwordVerdict> {
  const password = READ.exec(match)?.groups?.password;
  if (password === undefined) return 'reject';
  const user = /(?:-u|--user|-U)[ \t]{1,4}['"]?([^ \t\r\n:%'"]+)[:%]/.exec(match)?.[1];
  return password === user ? 'reject' : passwordVerdict(password);
}

export const commandLinePassword: Detector = Object.freeze<Detector>({
  id: 'command-line-password',
  type: 'PASSWORD',
  categories: ['API_SECRETS'],
  label: { one: 'password', other: 'passwords' },
  description:
    'A password given on a command line to a client whose flag takes it: mysql and mariadb `-p<password>`, redis-cli `-a`, sshpass `-p`, the MongoDB tools\' `-p`, sqlcmd `-P`, docker login `-p`, curl `-u user:password`, smbclient `-U user%password`, openssl `-passin pass:`. Only the password is reported; placeholders, variables (`-p$MYSQL_PWD`) and a password that repeats the user name are not.',
  anchor: { kind: 'prefix', literals: ['mysql', 'mariadb', 'redis-cli', 'sshpass', 'mongo', 'sqlcmd', 'docker', 'curl', 'smbclient', 'openssl'] },
  pattern: PATTERN,
  maxLength: 400,
  reportGroup: 'password',
  validate: commandLinePasswordVerdict,
  confidence: { base: CONFIDENCE.LOW, confirmed: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'mysql -h db.internal -u root -pK7r#pW2qFAKE shop', match: 'K7r#pW2qFAKE', note: 'glued to -p' },
    { text: '$ mysqldump -uadmin -pZq8Lm2Xv9FAKE --all-databases > dump.sql', match: 'Zq8Lm2Xv9FAKE' },
    { text: 'redis-cli -h cache.internal -p 6379 -a Rd5!kq9WmFAKE ping', match: 'Rd5!kq9WmFAKE', note: '-p is the port here' },
    { text: 'sshpass -p Sp4ss-Xw9qFAKE ssh deploy@host', match: 'Sp4ss-Xw9qFAKE' },
    { text: 'mongosh --host db -u admin -p Mg7tQx2LwFAKE --authenticationDatabase admin', match: 'Mg7tQx2LwFAKE' },
    { text: 'sqlcmd -S sql01 -U sa -P Sq1!Ab9zFAKE -Q "SELECT 1"', match: 'Sq1!Ab9zFAKE' },
    { text: 'docker login -u ci-bot -p Dk8Hq3ZmPwFAKE registry.example.com', match: 'Dk8Hq3ZmPwFAKE' },
    { text: 'curl -s -u deploy:Cu7Lp2QxWzFAKE https://ci.example.com/api', match: 'Cu7Lp2QxWzFAKE' },
    { text: "curl --user 'svc:Qm4@Tz9WvFAKE' https://api.example.com", match: 'Qm4@Tz9WvFAKE', note: 'quoted' },
    { text: 'smbclient //fs01/share -U backup%Sb6Rt2YxFAKE -c ls', match: 'Sb6Rt2YxFAKE' },
    { text: 'openssl pkcs12 -in cert.p12 -passin pass:Os3Kv8MqFAKE -nodes', match: 'Os3Kv8MqFAKE' },
  ],
  falsePositives: [
    { text: 'mysql -u root -p shop', note: '-p alone prompts for the password' },
    { text: 'mysql -u root -p$MYSQL_ROOT_PASSWORD shop', note: 'a variable' },
    { text: 'mysql -u root -pPASSWORD', note: 'placeholder' },
    { text: 'mysql -u root -p<password> shop', note: 'slot' },
    { text: 'redis-cli -h cache -p 6379 ping', note: 'no -a' },
    { text: 'curl -u admin:admin http://localhost:8080', note: 'password repeats the user name' },
    { text: 'curl -u "$USER:$TOKEN" https://api.example.com', note: 'variables' },
    { text: 'docker login -u ci-bot --password-stdin registry.example.com', note: 'from standard input' },
    { text: 'sshpass -f ~/.ssh/pass ssh deploy@host', note: 'from a file' },
    { text: 'openssl pkcs12 -in cert.p12 -passin env:P12_PASS', note: 'from the environment' },
    { text: 'The mysql client takes -p followed by the password.', note: 'prose' },
  ],
});
