import { CONFIDENCE, type Detector } from '../../types.js';

/** GitLab prefixes its token kinds: personal/project/group access, deploy, runner, trigger, OAuth, CI job and more. */
const PREFIXES = ['glpat-', 'gldt-', 'glrt-', 'glptt-', 'gloas-', 'glcbt-', 'glimt-', 'glagent-', 'glsoat-', 'glffct-', 'glft-'];

export const gitlabToken: Detector = Object.freeze<Detector>({
  id: 'gitlab-token',
  type: 'GITLAB_TOKEN',
  categories: ['API_SECRETS'],
  label: { one: 'GitLab token', other: 'GitLab tokens' },
  description:
    'GitLab token: a kind prefix (glpat-, gldt-, glrt-, glptt-, gloas-, …) and at least 20 URL-safe characters; low-entropy filler is rejected.',
  anchor: { kind: 'prefix', literals: PREFIXES },
  pattern: `(?:${PREFIXES.join('|')})[A-Za-z0-9_\\-]{20,64}`,
  maxLength: 72,
  minEntropy: 3,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'GITLAB_TOKEN=glpat-FAKEexampleyLvVSskUV', match: 'glpat-FAKEexampleyLvVSskUV' },
    { text: 'runner token glrt-EXAMPLEfakeINx-ZmQF9 registered', match: 'glrt-EXAMPLEfakeINx-ZmQF9' },
    { text: '"deploy_token": "gldt-FAKEoGxLUczZ8XbFzUxt"', match: 'gldt-FAKEoGxLUczZ8XbFzUxt' },
    { text: 'curl --header "PRIVATE-TOKEN: glpat-EXAMPLE_fake-Tok3n9x2Q"', match: 'glpat-EXAMPLE_fake-Tok3n9x2Q' },
    { text: 'trigger: glptt-FAKEexample0a1b2c3d4e5f6a7b8c9d0e1f2a3b', match: 'glptt-FAKEexample0a1b2c3d4e5f6a7b8c9d0e1f2a3b' },
    { text: 'glpat-FAKEexampleyLvVSskUV', match: 'glpat-FAKEexampleyLvVSskUV', note: 'alone' },
    { text: 'oauth secret gloas-FAKEexample7d9f2a1c4b8e6d0f3a5c7e9b1d', match: 'gloas-FAKEexample7d9f2a1c4b8e6d0f3a5c7e9b1d' },
    { text: 'Authorization: Bearer glpat-FAKEexampleyLvVSskUV', match: 'glpat-FAKEexampleyLvVSskUV' },
    { text: 'CI_JOB_TOKEN glcbt-FAKE64_EXAMPLEzR7kQ2mN5pW8', match: 'glcbt-FAKE64_EXAMPLEzR7kQ2mN5pW8' },
    { text: "token: 'glagent-FAKEexampleAgentTok9Lm3Qx7Vb'", match: 'glagent-FAKEexampleAgentTok9Lm3Qx7Vb' },
    { text: 'git clone https://oauth2:glpat-FAKEexampleyLvVSskUV@gitlab.example.com/g/r.git', match: 'glpat-FAKEexampleyLvVSskUV', note: 'URL userinfo, not an e-mail address' },
  ],
  falsePositives: [
    { text: 'GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx', note: 'docs filler' },
    { text: 'glpat-FAKEexample12', note: 'truncated' },
    { text: 'xglpat-FAKEexampleyLvVSskUV', note: 'inside a longer token' },
    { text: 'token: glpat-<your_access_token>', note: 'template' },
    { text: 'Create a glpat- token under Settings.', note: 'prose' },
    { text: 'GLPAT-FAKEEXAMPLEYLVVSSKUV', note: 'wrong case prefix' },
    { text: 'glpat-00000000000000000000', note: 'zero filler' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'glpat-${GITLAB_TOKEN}', note: 'shell expansion' },
  ],
});
