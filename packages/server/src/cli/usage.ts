/**
 * Each command's help, kept apart from the commands so `preflight --help` loads none of them.
 */
export const SCAN_USAGE = `preflight scan [options] <path…>   (or: … | preflight scan -)

Scans files and folders (recursively, honouring .gitignore, .git/info/exclude and
.preflightignore) for sensitive data and applies a policy for a destination. Text, CSV, JSON,
PDF and DOCX are read; other binaries are skipped.

  --format table|json|sarif   output format (default table); SARIF 2.1.0 for code-scanning tools
  --output <file>             write the report to a file instead of standard output
  --destination <name>        AI_TOOL, VENDOR or CUSTOMER (default AI_TOOL)
  --policy <file.json>        policy document as the API takes it (default: the built-in default policy)
  --fail-on <threshold>       exit 1 when a finding's action is at or above BLOCK (default), MASK or
                              ALLOW (any finding), or has one of the listed categories (PII,API_SECRETS);
                              "never" always exits 0 unless something failed
  --show-values               print raw values in table and JSON output (never in SARIF)
  --explain                   show each finding's likelihood and the evidence behind it (table, JSON)
  --exclude <pattern>         leave out paths matching a gitignore-style pattern, relative to the
                              current folder (repeatable: --exclude 'vendor/' --exclude '*.min.js')
  --no-gitignore              scan files that .gitignore and .git/info/exclude leave out
                              (.preflightignore and --exclude still apply)
  --baseline <file>           report only findings not accepted in this baseline file
  --write-baseline <file>     accept every current finding: write them to a baseline file
                              (fingerprints, never values) and exit 0 unless something failed
  --no-inline-allow           report findings that preflight:allow comments silence

Silencing one finding: put preflight:allow in a comment on its line, or alone on the line
before (# // /* */ <!-- --> -- and ; comments count).

Exit codes: 0 nothing at the threshold, 1 findings at the threshold, 2 usage error, unreadable
input or a baseline file that cannot be used.`;

export const MASK_USAGE = `preflight mask [options] <file>

Writes a masked copy of a text, CSV, JSON, PDF or DOCX file: text, CSV and JSON keep their
format, PDF and DOCX become masked plain text. Without --policy every finding is masked.

  --output, -o <file>      where to write (default: <name>.masked.<ext> beside the file; - for standard output)
  --policy <file.json>     apply this policy instead; a BLOCK decision writes nothing and exits 1
  --destination <name>     AI_TOOL, VENDOR or CUSTOMER, for --policy (default AI_TOOL)

Exit codes: 0 written, 1 blocked by the policy, 2 usage error or unreadable file.`;

export const SERVE_USAGE = `preflight serve [--port <n>] [--host <address>] [--data-dir <path>] [--base-url <url>] [--database-url <postgres://…>]

Starts the API on an embedded SQLite database in the data dir, or with --database-url on
PostgreSQL, which any number of such servers can share. Flags override the PREFLIGHT_PORT,
PREFLIGHT_HOST, PREFLIGHT_DATA_DIR, PREFLIGHT_BASE_URL and PREFLIGHT_DATABASE_URL environment variables.`;

export const GATEWAY_USAGE = `preflight gateway --upstream <url> [--policy-key <pfp_…>] [--port <n>] [--host <address>] [--data-dir <path>]

Starts the API with the model gateway in front of a provider (https://api.openai.com,
https://api.anthropic.com, an Azure OpenAI or any OpenAI-compatible server such as vLLM or
Ollama). POST /v1/chat/completions, /v1/responses, /v1/embeddings and /v1/messages are checked
against the caller's policy (X-Service-API-Key, else --policy-key), masked, forwarded with the
caller's own Authorization or x-api-key, and their answers restored, streamed or not.
--upstream and --policy-key override PREFLIGHT_GATEWAY_UPSTREAM and PREFLIGHT_GATEWAY_POLICY_KEY.`;
