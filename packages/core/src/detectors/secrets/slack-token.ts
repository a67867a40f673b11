import { CONFIDENCE, type Detector } from '../../types.js';

export const slackToken: Detector = Object.freeze<Detector>({
  id: 'slack-token',
  type: 'SLACK_TOKEN',
  categories: ['API_SECRETS'],
  label: { one: 'Slack token', other: 'Slack tokens' },
  description:
    'Slack token: bot, user, app-level, workspace or refresh token (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-, xapp-, xoxe-) with its numeric team/user parts.',
  anchor: { kind: 'prefix', literals: ['xoxb-', 'xoxp-', 'xoxa-', 'xoxr-', 'xoxs-', 'xapp-', 'xoxe-', 'xoxe.'] },
  pattern:
    'xox[bpars]-[0-9]{1,14}-[0-9A-Za-z\\-]{8,200}|xapp-[0-9]-[A-Z0-9]{8,14}-[0-9]{8,14}-[A-Za-z0-9]{32,80}|xoxe(?:\\.xox[bp])?-[0-9]-[A-Za-z0-9\\-]{40,250}',
  maxLength: 260,
  minEntropy: 3,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'SLACK_BOT_TOKEN=xoxb-123308051697-8464936657872-FAKEexampleBAnfdPcwnx0d1', match: 'xoxb-123308051697-8464936657872-FAKEexampleBAnfdPcwnx0d1' },
    {
      text: 'user token xoxp-2761125651-7880021581-0862019132742-fake72b85a8e48f687ab165c58ac5831 (fake)',
      match: 'xoxp-2761125651-7880021581-0862019132742-fake72b85a8e48f687ab165c58ac5831',
    },
    {
      text: 'app_token: xapp-1-AFAKEX297GQ-8654659255173-51989a01749ddb14f71010b93b7d946bf54074e3248c801bef750110c5751306',
      match: 'xapp-1-AFAKEX297GQ-8654659255173-51989a01749ddb14f71010b93b7d946bf54074e3248c801bef750110c5751306',
    },
    { text: '"token": "xoxb-998877665544-1122334455667-EXAMPLEfakeQw3Rt5Yu7Io9"', match: 'xoxb-998877665544-1122334455667-EXAMPLEfakeQw3Rt5Yu7Io9' },
    { text: 'xoxa-2-1234567890-FAKEexample0a1b2c3d4e5f', match: 'xoxa-2-1234567890-FAKEexample0a1b2c3d4e5f', note: 'legacy workspace token' },
    { text: 'xoxs-4455667788-FAKEexample9z8y7x6w5v', match: 'xoxs-4455667788-FAKEexample9z8y7x6w5v' },
    { text: 'Authorization: Bearer xoxb-123308051697-8464936657872-FAKEexampleBAnfdPcwnx0d1', match: 'xoxb-123308051697-8464936657872-FAKEexampleBAnfdPcwnx0d1' },
    {
      text: 'refresh=xoxe-1-FAKEexampleMy0xLTMwNjQ1NjYxNjkwMTQtNDU1NTM2MTkzOTM4Mi1kZWFkYmVlZg',
      match: 'xoxe-1-FAKEexampleMy0xLTMwNjQ1NjYxNjkwMTQtNDU1NTM2MTkzOTM4Mi1kZWFkYmVlZg',
    },
    { text: 'xoxr-556677889900-FAKEexampleRefreshTok3n', match: 'xoxr-556677889900-FAKEexampleRefreshTok3n' },
    { text: '(xoxp-2761125651-7880021581-EXAMPLEfake0a1b2c3d)', match: 'xoxp-2761125651-7880021581-EXAMPLEfake0a1b2c3d' },
  ],
  falsePositives: [
    { text: 'SLACK_BOT_TOKEN=xoxb-your-bot-token', note: 'docs placeholder' },
    { text: 'xoxb-000000000000-0000000000000-xxxxxxxxxxxxxxxxxxxxxxxx', note: 'zero filler' },
    { text: 'token xoxb-12345', note: 'truncated' },
    { text: 'axoxb-123308051697-8464936657872-FAKEexampleBAnfdPcwnx0d1', note: 'inside a longer token' },
    { text: 'Bot tokens start with xoxb- and user tokens with xoxp-.', note: 'prose' },
    { text: 'XOXB-123308051697-8464936657872-FAKEEXAMPLEBANFDPCWNX0D1', note: 'wrong case' },
    { text: 'xoxb-${SLACK_TOKEN}', note: 'template' },
    { text: 'xapp-1-<app-level-token>', note: 'template' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
