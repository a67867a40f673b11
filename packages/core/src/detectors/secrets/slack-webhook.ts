import { CONFIDENCE, type Detector } from '../../types.js';

export const slackWebhook: Detector = Object.freeze<Detector>({
  id: 'slack-webhook',
  type: 'SLACK_WEBHOOK_URL',
  categories: ['API_SECRETS'],
  label: { one: 'Slack webhook URL', other: 'Slack webhook URLs' },
  description: 'Slack incoming-webhook URL (hooks.slack.com/services/T…/B…/secret): anyone holding it can post to the channel.',
  anchor: { kind: 'prefix', literals: ['https://hooks.slack.com/services/'] },
  pattern: 'https://hooks\\.slack\\.com/services/T[A-Z0-9]{8,12}/B[A-Z0-9]{8,12}/[A-Za-z0-9]{24}',
  maxLength: 90,
  minEntropy: 4.3,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    {
      text: 'SLACK_WEBHOOK=https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2',
      match: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2',
    },
    {
      text: 'curl -X POST -d @msg.json https://hooks.slack.com/services/T0FAKE1234/B0EXAMPLE9/EXAMPLEfake0123456789abc',
      match: 'https://hooks.slack.com/services/T0FAKE1234/B0EXAMPLE9/EXAMPLEfake0123456789abc',
    },
    {
      text: '"webhook_url": "https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2"',
      match: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2',
    },
    {
      text: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2',
      match: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2',
      note: 'alone',
    },
    {
      text: 'alerts go to <https://hooks.slack.com/services/TABCFAKE12/BXYZFAKE34/fakeEXAMPLEsecretValue12>',
      match: 'https://hooks.slack.com/services/TABCFAKE12/BXYZFAKE34/fakeEXAMPLEsecretValue12',
    },
    {
      text: "url: 'https://hooks.slack.com/services/T0FAKE1234/B0EXAMPLE9/EXAMPLEfake0123456789abc'",
      match: 'https://hooks.slack.com/services/T0FAKE1234/B0EXAMPLE9/EXAMPLEfake0123456789abc',
    },
    {
      text: '(fake) https://hooks.slack.com/services/T12FAKE345/B67FAKE890/FAKEexampleQwErTyUiOpAsD.',
      match: 'https://hooks.slack.com/services/T12FAKE345/B67FAKE890/FAKEexampleQwErTyUiOpAsD',
    },
    {
      text: 'WEBHOOK="https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2";',
      match: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2',
    },
    {
      text: 'notify:\n  slack: https://hooks.slack.com/services/T0FAKE1234/B0EXAMPLE9/EXAMPLEfake0123456789abc\n',
      match: 'https://hooks.slack.com/services/T0FAKE1234/B0EXAMPLE9/EXAMPLEfake0123456789abc',
    },
    {
      text: 'POST https://hooks.slack.com/services/TABCFAKE12/BXYZFAKE34/fakeEXAMPLEsecretValue12 HTTP/1.1',
      match: 'https://hooks.slack.com/services/TABCFAKE12/BXYZFAKE34/fakeEXAMPLEsecretValue12',
    },
  ],
  falsePositives: [
    { text: 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', note: "Slack's docs filler" },
    { text: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexample', note: 'truncated' },
    { text: 'https://hooks.slack.com/services/<team>/<bot>/<secret>', note: 'template' },
    { text: 'See https://api.slack.com/messaging/webhooks for set-up.', note: 'docs link' },
    { text: 'https://hooks.slack.com/services/', note: 'bare path' },
    { text: 'https://hooks.slack.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2xyz', note: 'secret too long' },
    { text: 'http://hooks.example.com/services/TFAKEJ0M760/BEXAMPLEL6T/FAKEexampleEToD4uyetiAY2', note: 'other host' },
    { text: 'SLACK_WEBHOOK=${SLACK_WEBHOOK_URL}', note: 'template' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
