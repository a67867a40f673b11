import { CONFIDENCE, type Detector } from '../../types.js';
import { urlPasswordVerdict } from '../../validators/url-password.js';

const SCHEMES = ['postgres', 'postgresql', 'mysql', 'mariadb', 'mongodb', 'mongodb+srv', 'redis', 'rediss', 'amqp', 'amqps', 'mssql', 'sqlserver'];

export const databaseUrlPassword: Detector = Object.freeze<Detector>({
  id: 'database-url-password',
  type: 'DATABASE_URL_PASSWORD',
  categories: ['API_SECRETS'],
  label: { one: 'database URL with password', other: 'database URLs with passwords' },
  description:
    'Connection URL with an embedded password (postgres, mysql, mariadb, mongodb(+srv), redis, amqp, mssql). The finding is the password only: it is the secret, and with it masked the URL still tells a reader (or an AI tool) which database and user are meant. Placeholder passwords are ignored.',
  anchor: { kind: 'prefix', literals: SCHEMES.map((scheme) => `${scheme}://`) },
  pattern: `(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\\+srv)?|rediss?|amqps?|mssql|sqlserver)://[^\\s:@/?#'"]{0,128}:(?<password>[^\\s/?#'"]{1,128})@[A-Za-z0-9._\\-]{1,253}(?::[0-9]{1,5})?`,
  maxLength: 540,
  reportGroup: 'password',
  validate: urlPasswordVerdict,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'DATABASE_URL=postgres://app:S3cr3t-FAKE@db.internal:5432/app', match: 'S3cr3t-FAKE' },
    { text: 'mysql://root:fakeEXAMPLEpw9@127.0.0.1:3306/shop?ssl=true', match: 'fakeEXAMPLEpw9' },
    { text: '"uri": "mongodb+srv://svc:Fake%40Pass2024@cluster0.example.mongodb.net/prod"', match: 'Fake%40Pass2024' },
    { text: 'REDIS_URL=redis://:fakeRedisPw77@cache.example.com:6379/0', match: 'fakeRedisPw77', note: 'password only, no user' },
    { text: 'amqp://guest:FAKEq7Lx2@rabbit.example.com/vhost', match: 'FAKEq7Lx2' },
    { text: 'jdbc:postgresql://report:hunter2-fake@pg.example.org/reports', match: 'hunter2-fake', note: 'inside a JDBC URL' },
    { text: "engine = create_engine('mssql://sa:Example!Fake1@sql.example.com:1433/db')", match: 'Example!Fake1' },
    { text: 'rediss://default:FAKEtlsPw88@redis.example.net:6380', match: 'FAKEtlsPw88' },
    { text: 'mongodb://admin:notreal123@mongo-1.example.com:27017,mongo-2.example.com/admin', match: 'notreal123' },
    { text: 'postgresql://u:p4ss-FAKE9@localhost', match: 'p4ss-FAKE9' },
    { text: 'postgres://svc:Zq9@Lm2!FAKE@db.internal/app', match: 'Zq9@Lm2!FAKE', note: 'an @ inside the password' },
  ],
  falsePositives: [
    { text: 'postgres://localhost:5432/app', note: 'no credentials' },
    { text: 'postgres://app@db.internal/app', note: 'user without password' },
    { text: 'DATABASE_URL=postgres://user:password@localhost/db', note: 'stock placeholder' },
    { text: 'mysql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}/shop', note: 'template' },
    { text: 'postgres://app:<password>@db.internal/app', note: 'angle-bracket slot' },
    { text: 'mongodb://admin:****@mongo.example.com', note: 'already masked' },
    { text: 'postgres://app:$DB_PASSWORD@db.internal/app', note: 'shell variable' },
    { text: 'redis://:changeme@cache:6379', note: 'stock placeholder' },
    { text: 'postgres://postgres:postgres@localhost:5432/postgres', note: 'password is the user name' },
    { text: 'mongodb+srv://cluster0.example.mongodb.net/test?retryWrites=true', note: 'no credentials' },
  ],
});
