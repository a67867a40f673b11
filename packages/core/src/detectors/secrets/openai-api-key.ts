import { CONFIDENCE, type Detector } from '../../types.js';

/** Base64 of "OpenAI": OpenAI embeds it in the middle of its project, service-account, admin and legacy keys. */
const MARKER = 'T3BlbkFJ';

export const openaiApiKey: Detector = Object.freeze<Detector>({
  id: 'openai-api-key',
  type: 'OPENAI_API_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'OpenAI API key', other: 'OpenAI API keys' },
  description: `OpenAI API key: sk-proj-, sk-svcacct-, sk-admin- or legacy sk- keys, recognised by the ${MARKER} marker they carry.`,
  anchor: { kind: 'prefix', literals: ['sk-'] },
  pattern: `sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\\-]{20,200}${MARKER}[A-Za-z0-9_\\-]{20,200}|sk-[A-Za-z0-9]{20}${MARKER}[A-Za-z0-9]{20}`,
  maxLength: 420,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    {
      text: 'OPENAI_API_KEY=sk-proj-FAKE-example_Zj59fhZ5R1Py4oJe2JbmPTuSgR7cMy-UcU3zr1ZtoLuCr64CxqlIOdNKhiFXiT3BlbkFJEXAMPLEnotRealQ2hzT_pLjHX2JiCLhKcIhP6Br1iQFeOUhGXZnnal5WisCgEBCY8f5N3_ynbd',
      match: 'sk-proj-FAKE-example_Zj59fhZ5R1Py4oJe2JbmPTuSgR7cMy-UcU3zr1ZtoLuCr64CxqlIOdNKhiFXiT3BlbkFJEXAMPLEnotRealQ2hzT_pLjHX2JiCLhKcIhP6Br1iQFeOUhGXZnnal5WisCgEBCY8f5N3_ynbd',
    },
    {
      text: 'svc key: sk-svcacct-FAKEsvcrZRzsGQBJg3UHKwkflF6XUi5AhuqpfEnbtXAqwK8jZfALhLSzFyCmmdKTT3BlbkFJEXAMPLExp_TkSF2RCdKDFRuNw5GCf-hA6ILI8gJhead6_wJ9kFZJSqgmRB9H-iMb',
      match: 'sk-svcacct-FAKEsvcrZRzsGQBJg3UHKwkflF6XUi5AhuqpfEnbtXAqwK8jZfALhLSzFyCmmdKTT3BlbkFJEXAMPLExp_TkSF2RCdKDFRuNw5GCf-hA6ILI8gJhead6_wJ9kFZJSqgmRB9H-iMb',
    },
    {
      text: '"key": "sk-admin-FAKEadmin-lk777PZnK8Cl6J5ixaaJLShuQjOud_T3BlbkFJEXAMPLE-yDUA-5zmS1swoPqApryPZBlgvIyxJu2j"',
      match: 'sk-admin-FAKEadmin-lk777PZnK8Cl6J5ixaaJLShuQjOud_T3BlbkFJEXAMPLE-yDUA-5zmS1swoPqApryPZBlgvIyxJu2j',
    },
    { text: 'openai.api_key = "sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg"', match: 'sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg' },
    { text: 'sk-EXAMPLEfakeUMxXy9b4BT3BlbkFJFAKEzwoZ648jjNuFD7ua', match: 'sk-EXAMPLEfakeUMxXy9b4BT3BlbkFJFAKEzwoZ648jjNuFD7ua', note: 'alone' },
    { text: 'Authorization: Bearer sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg', match: 'sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg' },
    { text: "client = OpenAI(api_key='sk-EXAMPLEfakeUMxXy9b4BT3BlbkFJFAKEzwoZ648jjNuFD7ua')", match: 'sk-EXAMPLEfakeUMxXy9b4BT3BlbkFJFAKEzwoZ648jjNuFD7ua' },
    {
      text: 'export OPENAI_API_KEY=sk-proj-EXAMPLEfake0123456789abT3BlbkFJFAKEnotReal987654321',
      match: 'sk-proj-EXAMPLEfake0123456789abT3BlbkFJFAKEnotReal987654321',
    },
    { text: '(sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg)', match: 'sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg' },
    {
      text: 'key=sk-proj-FAKE_example-Qw3Er5Ty7Ui9Op1AsT3BlbkFJEXAMPLE_Zx2Cv4Bn6Mm8Ll0Kk;',
      match: 'sk-proj-FAKE_example-Qw3Er5Ty7Ui9Op1AsT3BlbkFJEXAMPLE_Zx2Cv4Bn6Mm8Ll0Kk',
    },
  ],
  falsePositives: [
    { text: 'OPENAI_API_KEY=sk-proj-FAKEexampleWithoutTheMarker0123456789abcdefghijklmnop', note: 'no marker' },
    { text: 'OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', note: 'docs filler' },
    { text: 'sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLE', note: 'truncated' },
    { text: 'task-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbg', note: 'inside a longer word' },
    { text: 'sk-FAKEexample2DRGD1qSoT3BlbkFJEXAMPLEnotREAL7JPRbgXYZ', note: 'too long for the legacy form' },
    { text: 'OPENAI_API_KEY=<your-openai-key>', note: 'template' },
    { text: 'skeleton-key and risk-free desk-lamp', note: 'words' },
    { text: 'SK-FAKEEXAMPLE2DRGD1QSOT3BLBKFJEXAMPLENOTREAL7JPRBG', note: 'wrong case' },
    { text: 'sk-1234', note: 'short' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
