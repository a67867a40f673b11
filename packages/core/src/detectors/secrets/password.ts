import { CONFIDENCE, type Detector } from '../../types.js';
import { passwordVerdict } from '../../validators/secret-value.js';
import { namesPassword } from '../../validators/secret-names.js';

export const password: Detector = Object.freeze<Detector>({
  id: 'password',
  type: 'PASSWORD',
  categories: ['API_SECRETS'],
  label: { one: 'password', other: 'passwords' },
  description:
    'A value assigned to a name that says password (password, passwd, pwd, passphrase, DB_PASSWORD, dbPass, smtp.password, Password= in a connection string) in code, configuration, JSON, YAML, XML or an .env file. Values that mix kinds of characters count from 6 characters; a quoted passphrase of plain words counts from 15. Identifiers, references to the environment, templates, paths and stock placeholders (changeme, postgres, <password>) do not. Only the value is reported, so masking keeps the name readable.',
  anchor: { kind: 'assignment', names: namesPassword },
  pattern: '[^\\r\\n]{6,128}',
  maxLength: 128,
  validate: passwordVerdict,
  // A short password is reported at POSSIBLE, below the default policy's floor; one with a secret's shape at LIKELY.
  confidence: { base: CONFIDENCE.LOW, confirmed: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'password = "Xk9mQ2vL8pRt4wZ7"  # fake', match: 'Xk9mQ2vL8pRt4wZ7' },
    { text: 'DB_PASSWORD=Tr0ub4dor&3xFAKE', match: 'Tr0ub4dor&3xFAKE' },
    { text: 'const dbPassword = "Fk7#mW2!qL9$zR4x";', match: 'Fk7#mW2!qL9$zR4x', note: 'camelCase name' },
    { text: "pwd: 'hunter2!!'", match: 'hunter2!!', note: 'YAML, short' },
    { text: 'Server=db01;Database=app;User Id=svc;Password=P@ssw0rdFAKE!;', match: 'P@ssw0rdFAKE!', note: '.NET connection string' },
    { text: 'password = "correct horse battery staple"', match: 'correct horse battery staple', note: 'passphrase' },
    { text: '{"user": "svc", "password": "Qw3rFAKE9zX2mK7"}', match: 'Qw3rFAKE9zX2mK7' },
    { text: '<add key="SmtpPassword" value="Zp4Kv8Ws1FAKE"/>', match: 'Zp4Kv8Ws1FAKE', note: 'XML appSettings' },
    { text: 'smtp.passwd := "mW2qL9zR4xFK"', match: 'mW2qL9zR4xFK', note: 'Go, dotted name' },
    { text: 'spring.datasource.password=s3cretFAKE_42', match: 's3cretFAKE_42', note: 'Java properties' },
    { text: 'variable "db_password" {\n  default = "Fk9-Lm2-Qz7-FAKE"\n}', match: 'Fk9-Lm2-Qz7-FAKE', note: 'Terraform variable default' },
    { text: '  PGPASSWORD: "Wq8#FAKE2vLz"', match: 'Wq8#FAKE2vLz', note: 'compound name' },
    { text: 'DB_PASSWORD=Tq8=vL2pFAKE', match: 'Tq8=vL2pFAKE', note: 'an = inside a bare value' },
  ],
  falsePositives: [
    { text: 'password=changeme', note: 'stock placeholder' },
    { text: 'password: postgres', note: 'default user name as password' },
    { text: 'DB_PASSWORD=${DB_PASSWORD}', note: 'template' },
    { text: 'password: {{ .Values.password }}', note: 'Helm template' },
    { text: 'password = os.environ["DB_PASSWORD"]', note: 'environment lookup' },
    { text: 'const password = req.body.password;', note: 'reference' },
    { text: 'password: "Enter your password"', note: 'prompt text' },
    { text: 'PASSWORD_MIN_LENGTH = 12', note: 'setting about passwords' },
    { text: 'password_file: /run/secrets/db_password', note: 'path' },
    { text: 'if (password == confirmPassword) {', note: 'comparison' },
    { text: 'password: "********"', note: 'masked' },
    { text: 'REPLACE_WITH_PASSWORD', note: 'no assignment' },
    { text: 'password = <your-password-here>', note: 'slot' },
    { text: 'passwordHash = "$2b$12$FAKEhashFAKEhashFAKEha"', note: 'hash, named as one' },
  ],
});
