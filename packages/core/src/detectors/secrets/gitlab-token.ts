import { CONFIDENCE, type Detector } from '../../types.js';

/**
 * GitLab's token kinds and their lengths after the prefix. Personal, deploy, runner, SCIM and feed
 * tokens have 20 URL-safe characters; pipeline triggers 40 hex digits, OAuth application secrets
 * 64, incoming mail tokens 25, agent tokens 50; CI job tokens an id, _ and 20; runner registration
 * tokens GR1348941 and 20. Routable tokens
 * (GitLab 17.x on) carry a base64 payload, `.`, a two-character version, an optional `.` and a
 * 7- to 9-character checksum.
 */
const TWENTY = ['glpat-', 'gldt-', 'glrt-', 'glsoat-', 'glffct-', 'glft-'];
const PATTERN = [
  `(?:${TWENTY.join('|')})[A-Za-z0-9_\\-]{27,300}\\.[0-9a-z]{2}\\.?[0-9a-z]{7,9}`,
  `(?:${TWENTY.join('|')})[A-Za-z0-9_\\-]{20}`,
  'glptt-[0-9a-f]{40}',
  'gloas-[A-Za-z0-9_\\-]{64}',
  'glimt-[A-Za-z0-9_\\-]{25}',
  'glagent-[A-Za-z0-9_\\-]{50}',
  'glcbt-[0-9a-zA-Z]{1,5}_[A-Za-z0-9_\\-]{20}',
  'GR1348941[A-Za-z0-9_\\-]{20}',
].join('|');

export const gitlabToken: Detector = Object.freeze<Detector>({
  id: 'gitlab-token',
  type: 'GITLAB_TOKEN',
  categories: ['API_SECRETS'],
  label: { one: 'GitLab token', other: 'GitLab tokens' },
  description:
    "GitLab token by its kind's prefix and length: personal, deploy, runner, SCIM and feed tokens (glpat-, gldt-, glrt-, glsoat-, glffct-, glft-) with 20 URL-safe characters or a routable payload, pipeline triggers (glptt-, 40 hex digits), OAuth application secrets (gloas-, 64), incoming mail (glimt-, 25), agents (glagent-, 50), CI job tokens (glcbt-) and runner registration tokens (GR1348941 and 20). Low-entropy filler is rejected.",
  anchor: { kind: 'prefix', literals: [...TWENTY, 'glptt-', 'gloas-', 'glimt-', 'glagent-', 'glcbt-', 'GR1348941'] },
  pattern: PATTERN,
  maxLength: 330,
  minEntropy: 3,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'GITLAB_TOKEN=glpat-FAKEexampley8VSskUV9', match: 'glpat-FAKEexampley8VSskUV9' },
    { text: 'REGISTRATION_TOKEN=GR1348941FAKEexample9Lm3Qx7Vb', match: 'GR1348941FAKEexample9Lm3Qx7Vb', note: 'runner registration' },
    { text: 'runner token glrt-EXAMPLEfakeINx-ZmQF9 registered', match: 'glrt-EXAMPLEfakeINx-ZmQF9' },
    { text: '"deploy_token": "gldt-FAKEoGxLUczZ8XbFzUxt"', match: 'gldt-FAKEoGxLUczZ8XbFzUxt' },
    { text: 'curl --header "PRIVATE-TOKEN: glpat-EXAMPLE_fake-Tok3n9x"', match: 'glpat-EXAMPLE_fake-Tok3n9x' },
    { text: 'trigger: glptt-0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b', match: 'glptt-0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b' },
    { text: 'glpat-FAKEexampley8VSskUV9', match: 'glpat-FAKEexampley8VSskUV9', note: 'alone' },
    {
      text: 'oauth secret gloas-7d9f2a1c4b8e6d0f3a5c7e9b1d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f',
      match: 'gloas-7d9f2a1c4b8e6d0f3a5c7e9b1d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f',
    },
    { text: 'Authorization: Bearer glpat-FAKEexampley8VSskUV9', match: 'glpat-FAKEexampley8VSskUV9' },
    { text: 'CI_JOB_TOKEN glcbt-64_FAKEexampleR7kQ2mN5p', match: 'glcbt-64_FAKEexampleR7kQ2mN5p' },
    { text: "token: 'glagent-FAKEexampleAgentTok9Lm3Qx7VbFAKEexampleAgentTok9Lm'", match: 'glagent-FAKEexampleAgentTok9Lm3Qx7VbFAKEexampleAgentTok9Lm' },
    { text: 'git clone https://oauth2:glpat-FAKEexampley8VSskUV9@gitlab.example.com/g/r.git', match: 'glpat-FAKEexampley8VSskUV9', note: 'URL userinfo, not an e-mail address' },
    {
      text: 'GITLAB_TOKEN=glpat-FAKEexamplePayload0123456789abcdefgh.01.0w3kq9zb1',
      match: 'glpat-FAKEexamplePayload0123456789abcdefgh.01.0w3kq9zb1',
      note: 'routable token',
    },
  ],
  falsePositives: [
    { text: 'GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx', note: 'docs filler' },
    { text: 'glpat-FAKEexample12', note: 'truncated' },
    { text: 'glpat-FAKEexampley8VSskUV9extra', note: 'neither 20 characters nor a routable token' },
    { text: 'xglpat-FAKEexampley8VSskUV9', note: 'inside a longer token' },
    { text: 'token: glpat-<your_access_token>', note: 'template' },
    { text: 'Create a glpat- token under Settings.', note: 'prose' },
    { text: 'GLPAT-FAKEEXAMPLEY8VSSKUV', note: 'wrong case prefix' },
    { text: 'glpat-00000000000000000000', note: 'zero filler' },
    { text: 'glptt-FAKEexample0a1b2c3d4e5f6a7b8c9d0e1f2a3b', note: 'trigger token that is not hex' },
    { text: 'GR1348941FAKEshort', note: 'registration token too short' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'glpat-${GITLAB_TOKEN}', note: 'shell expansion' },
  ],
});
