import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nameWords, readAssignment } from '../../src/scanner/assignment/index.js';
import { holdsFragment } from '../../src/scanner/assignment/name-fragments.js';
import { azureStorageKeyAlone } from '../../src/detectors/secrets/azure-storage-key.js';
import { compileScanner } from '../../src/scanner/scanner.js';
import { readName } from '../../src/validators/secret-names.js';

/** The name and value read at the last `=` or `:` of `text` that assigns anything. */
function read(text: string): { name: string; value: string; quoted: boolean } | null {
  for (let at = text.length - 1; at >= 0; at--) {
    if (text[at] !== '=' && text[at] !== ':') continue;
    const assignment = readAssignment(text, at);
    if (assignment !== null) {
      return { name: text.slice(assignment.nameStart, assignment.nameEnd), value: text.slice(assignment.valueStart, assignment.valueEnd), quoted: assignment.quoted };
    }
  }
  return null;
}

describe('reading a name and its value', () => {
  test.each([
    ['.env', 'DB_PASSWORD=Tr0ub4dor&3', 'DB_PASSWORD', 'Tr0ub4dor&3', false],
    ['shell export', 'export X_TOKEN="abc def"', 'X_TOKEN', 'abc def', true],
    ['JSON', '{"client_secret": "s3cr3t"}', 'client_secret', 's3cr3t', true],
    ['JSON without spaces', '{"apiKey":"k9"}', 'apiKey', 'k9', true],
    ['YAML, the rest of the line', '  password: correct horse battery  # old', 'password', 'correct horse battery', false],
    ['TOML', 'api_key = "k-1"', 'api_key', 'k-1', true],
    ['Go', 'secret := `raw`', 'secret', 'raw', true],
    ['Ruby hash', '"token" => "t0k"', 'token', 't0k', true],
    ['Java properties', 'spring.datasource.password=pw9', 'spring.datasource.password', 'pw9', false],
    ['XML attribute owned by its key', '<add key="ApiKey" value="v4l"/>', 'ApiKey', 'v4l', true],
    ['Terraform default owned by its variable', 'variable "db_password" {\n  default = "pw"\n}', 'db_password', 'pw', true],
    ['HTTP header', 'X-Api-Key: abc123', 'X-Api-Key', 'abc123', false],
    ['curl header', `curl -H 'X-Api-Key: abc123' https://x`, 'X-Api-Key', 'abc123', false],
    ['Authorization scheme', 'Authorization: Bearer tok.en', 'Authorization', 'tok.en', false],
    ['query parameter', 'GET /a?b=2&access_token=q1&c', 'access_token', 'q1', false],
    ['connection string', 'Server=db;Password=P@ss!&x;', 'Password', 'P@ss!&x', false],
    ['escaped quote', 'token = "a\\"b"', 'token', 'a\\"b', true],
    ['a full stop after a bare value', 'see token=abc123. Next', 'token', 'abc123', false],
  ])('%s', (_syntax, text, name, value, quoted) => {
    expect(read(text)).toEqual({ name, value, quoted });
  });

  test.each([
    ['comparison', 'if (password == other) {'],
    ['inequality', 'password != other'],
    ['compound assignment', 'total += 1'],
    ['scope operator', 'std::string'],
    ['URL', 'https://example.com'],
    ['time', 'at 12:34:56'],
    ['nothing after the operator', 'password:\n  nested: 1'],
    ['a call', 'passwd = getpass(prompt)'],
    ['an index', 'token = tokens[i]'],
    ['an expression', 'token = a ?? b'],
    ['a template', 'password=${DB_PASSWORD}'],
    ['an unclosed quote', 'token = "abc'],
    ['digits for a name', '42: x'],
  ])('%s assigns nothing readable', (_case, text) => {
    const found = read(text);
    expect(found === null || found.value.length === 0 || !['password', 'passwd', 'token'].includes(found.name)).toBe(true);
  });
});

describe('the words of a name', () => {
  test.each([
    ['apiToken', ['api', 'token']],
    ['api-token', ['api', 'token']],
    ['API_TOKEN', ['api', 'token']],
    ['api.token', ['api', 'token']],
    ['ApiToken', ['api', 'token']],
    ['APIToken', ['api', 'token']],
    ['xToken', ['x', 'token']],
    ['ie7_password', ['ie7', 'password']],
    ['_browserContextId', ['browser', 'context', 'id']],
  ])('%s reads %j', (name, words) => expect(nameWords(name)).toEqual(words));

  test('do not depend on the case style', () => {
    const word = fc.stringMatching(/^[a-z]{2,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const styles = [
          words.join('_'),
          words.join('-'),
          words.join('.'),
          words.map((w) => w.toUpperCase()).join('_'),
          words.map((w, k) => (k === 0 ? w : w[0].toUpperCase() + w.slice(1))).join(''),
          words.map((w) => w[0].toUpperCase() + w.slice(1)).join(''),
        ];
        for (const style of styles) expect(nameWords(style), style).toEqual(words);
      }),
    );
  });
});

describe('which names say secret', () => {
  const says = (name: string) => {
    const reading = readName(nameWords(name));
    return reading.password ? 'password' : reading.secret ? 'secret' : 'nothing';
  };
  test.each([
    ['DB_PASSWORD', 'password'],
    ['dbPassword', 'password'],
    ['PGPASSWORD', 'password'],
    ['smtp.passwd', 'password'],
    ['DB_PASS', 'password'],
    ['apiToken', 'secret'],
    ['X-Api-Key', 'secret'],
    ['client_secret', 'secret'],
    ['SECRET_KEY_BASE', 'secret'],
    ['_authToken', 'secret'],
    ['AZURE_DEVOPS_PAT', 'secret'],
    ['password_file', 'nothing'],
    ['PASSWORD_MIN_LENGTH', 'nothing'],
    ['token_url', 'nothing'],
    ['nextPageToken', 'nothing'],
    ['public_key', 'nothing'],
    ['primary_key', 'nothing'],
    ['sort_key', 'nothing'],
    ['key', 'nothing'],
    ['STENCIL_PASS_DEPTH_FAIL', 'nothing'],
    ['_browserContextId', 'nothing'],
    ['Access-Control-Allow-Credentials', 'secret'],
  ])('%s says %s', (name, expected) => expect(says(name)).toBe(expected));

  test('a name without a fragment of a secret word is passed over, and one with it is not', () => {
    for (const name of ['method', 'status', 'duration_ms', 'path', 'pattern']) expect(holdsFragment(name, 0, name.length), name).toBe(false);
    for (const name of ['apiToken', 'DB_PASSWORD', 'GITHUB_PAT', 'clientSecret', 'x-api-key']) expect(holdsFragment(name, 0, name.length), name).toBe(true);
  });
});

test('assignments read across chunk boundaries are found as in one chunk', () => {
  const line = (k: number) => `${k % 2 === 0 ? 'API_TOKEN' : 'dbPassword'}=${'Xk9mQ2vL8pRt4wZ7'.slice(k % 5)}FAKE${k}q\n`;
  const text = Array.from({ length: 400 }, (_, k) => `${'lorem ipsum '.repeat(k % 7)}${line(k)}`).join('');
  const whole = compileScanner({}, 1 << 22).scan(text);
  expect(whole.length).toBeGreaterThan(300);
  for (const chunk of [997, 4093]) expect(compileScanner({}, chunk).scan(text), `chunks of ${chunk}`).toEqual(whole);
});

test('a name read before is offered to its detectors again, in this scan and the next', () => {
  const scanner = compileScanner({}, 1 << 20);
  const text = 'DATADOG_API_KEY=a7d6bfd4e51323958c2a40a888ea5104\nDATADOG_API_KEY=b7d6bfd4e51323958c2a40a888ea5105\n';
  for (let round = 0; round < 2; round++) expect(scanner.scan(text).map((f) => f.type), `scan ${round + 1}`).toEqual(['DATADOG_KEY', 'DATADOG_KEY']);
});

test('an anchor that needs its twin beside it is tried only there, where its character is shared and where it is not', () => {
  const key = `${'Qx7Lm2Zp9Kv4Wb8Rt1Yc3Nd6'.repeat(4).slice(0, 86)}==`;
  const text = `a=b c=d ${key} e=f`;
  const shared = compileScanner({}, 1 << 20).scan(text).filter((f) => f.detector === 'azure-storage-key-alone');
  expect(shared.map((f) => text.slice(f.start, f.end))).toEqual([key]);
  const alone = compileScanner({}, 1 << 20, [azureStorageKeyAlone]).scan(text);
  expect(alone.map((f) => text.slice(f.start, f.end))).toEqual([key]);
});
