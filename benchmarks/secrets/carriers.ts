/**
 * The ways a secret is written in code, configuration and commands: each carrier places a name and
 * its value in a few lines of surrounding text, in one syntax. The name is the carrier's own unless
 * the case brings one (a service's variable name, a password's).
 */
export interface Carrier {
  readonly syntax: string;
  readonly write: (name: string, value: string) => string;
}

const camel = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const kebab = (name: string) => name.toLowerCase().replace(/_/g, '-');
const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());

export const CARRIERS: readonly Carrier[] = [
  { syntax: '.env', write: (n, v) => `# service settings\nLOG_LEVEL=info\n${n}=${v}\nPORT=8080\n` },
  { syntax: 'shell export', write: (n, v) => `#!/bin/sh\nset -eu\nexport ${n}="${v}"\nexec ./server --port 8080\n` },
  { syntax: 'JSON', write: (n, v) => `{\n  "region": "eu-west-1",\n  "${camel(n)}": "${v}",\n  "retries": 3\n}\n` },
  { syntax: 'YAML', write: (n, v) => `service:\n  name: billing\n  ${n.toLowerCase()}: ${v}\n  replicas: 2\n` },
  { syntax: 'YAML quoted', write: (n, v) => `env:\n  - name: MODE\n    value: prod\n  ${kebab(n)}: '${v}'\n` },
  { syntax: 'TOML', write: (n, v) => `[client]\ntimeout = 30\n${n.toLowerCase()} = "${v}"\n` },
  { syntax: 'INI', write: (n, v) => `[default]\nregion = us-east-1\n${n.toLowerCase()} = ${v}\noutput = json\n` },
  { syntax: 'Python', write: (n, v) => `import requests\n\n${n} = "${v}"\nresp = requests.get(URL, timeout=5)\n` },
  { syntax: 'Python kwargs', write: (n, v) => `client = Client(\n    ${n.toLowerCase()}='${v}',\n    timeout=10,\n)\n` },
  { syntax: 'JavaScript', write: (n, v) => `const ${camel(n)} = '${v}';\nexport const client = createClient({ ${camel(n)} });\n` },
  { syntax: 'JavaScript object', write: (n, v) => `const config = {\n  baseUrl: 'https://api.internal',\n  ${camel(n)}: "${v}",\n};\n` },
  { syntax: 'TypeScript class', write: (n, v) => `class Settings {\n  private readonly ${camel(n)} = \`${v}\`;\n}\n` },
  { syntax: 'Go', write: (n, v) => `func main() {\n\t${camel(n)} := "${v}"\n\tclient := api.New(${camel(n)})\n}\n` },
  { syntax: 'Java', write: (n, v) => `public class Config {\n    private static final String ${n} = "${v}";\n}\n` },
  { syntax: 'C#', write: (n, v) => `var options = new ClientOptions {\n    ${pascal(n)} = "${v}",\n};\n` },
  { syntax: 'XML appSettings', write: (n, v) => `<appSettings>\n  <add key="${pascal(n)}" value="${v}" />\n</appSettings>\n` },
  { syntax: 'Java properties', write: (n, v) => `app.name=billing\n${n.toLowerCase().replace(/_/g, '.')}=${v}\n` },
  { syntax: 'HTTP header', write: (n, v) => `GET /v1/items HTTP/1.1\nHost: api.internal\nX-${pascal(n).replace(/([a-z])([A-Z])/g, '$1-$2')}: ${v}\n` },
  { syntax: 'curl', write: (n, v) => `curl -s -H "Content-Type: application/json" -H "X-${pascal(n)}: ${v}" https://api.internal/v1\n` },
  { syntax: 'Terraform', write: (n, v) => `variable "${n.toLowerCase()}" {\n  type    = string\n  default = "${v}"\n}\n` },
  { syntax: 'Kubernetes stringData', write: (n, v) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  ${n}: "${v}"\n` },
  { syntax: 'Docker Compose', write: (n, v) => `services:\n  app:\n    environment:\n      - ${n}=${v}\n` },
];

/** Carriers of a bearer credential with no name of its own. */
export const HEADER_CARRIERS: readonly Carrier[] = [
  { syntax: 'Authorization header', write: (_n, v) => `curl https://api.internal/v1 -H "Authorization: Bearer ${v}"\n` },
  { syntax: 'log line', write: (_n, v) => `2026-03-05T10:14:07Z INFO request authorized with Bearer ${v} from 10.0.3.17\n` },
];
