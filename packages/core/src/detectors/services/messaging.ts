import type { Detector } from '../../types.js';
import { label, tokenDetector, UUID_BODY } from '../token-format.js';

export const sendgridApiKey = tokenDetector({
  id: 'sendgrid-api-key',
  type: 'SENDGRID_API_KEY',
  label: label('SendGrid API key'),
  description: 'SendGrid API key: SG., 22 URL-safe characters, . and 43 URL-safe characters.',
  prefixes: ['SG.'],
  body: [['base64url', 22], '.', ['base64url', 43]],
});

export const mailgunApiKey = tokenDetector({
  id: 'mailgun-api-key',
  type: 'MAILGUN_API_KEY',
  label: label('Mailgun API key'),
  description: 'Mailgun private API key: key- and 32 hex digits.',
  prefixes: ['key-'],
  body: [['hex', 32]],
});

export const mailchimpApiKey = tokenDetector({
  id: 'mailchimp-api-key',
  type: 'MAILCHIMP_API_KEY',
  label: label('Mailchimp API key'),
  description: 'Mailchimp API key: 32 hex digits, -us and the data-center number, assigned to a name that mentions Mailchimp.',
  prefixes: [],
  service: ['mailchimp', 'mc', 'chimp'],
  body: [['hex', 32], '-us', ['digits', 1, 2]],
});

export const brevoApiKey = tokenDetector({
  id: 'brevo-api-key',
  type: 'BREVO_API_KEY',
  label: label('Brevo (Sendinblue) API key'),
  description: 'Brevo (formerly Sendinblue) API or SMTP key: xkeysib- or xsmtpsib-, 64 hex digits, - and 16 base62 characters.',
  prefixes: ['xkeysib-', 'xsmtpsib-'],
  body: [['hex', 64], '-', ['base62', 16]],
});

export const twilioApiKey = tokenDetector({
  id: 'twilio-api-key',
  type: 'TWILIO_KEY',
  label: label('Twilio credential'),
  description: 'Twilio API key SID: SK and 32 hex digits.',
  prefixes: ['SK'],
  body: [['hex', 32]],
});

export const twilioAccountSid = tokenDetector({
  id: 'twilio-account-sid',
  type: 'TWILIO_KEY',
  label: label('Twilio credential'),
  description: 'Twilio account SID: AC and 32 hex digits, the id half of an account SID and auth token pair.',
  prefixes: ['AC'],
  body: [['hex', 32]],
});

export const twilioAuthToken = tokenDetector({
  id: 'twilio-auth-token',
  type: 'TWILIO_KEY',
  label: label('Twilio credential'),
  description: 'Twilio auth token or API key secret: 32 hex digits assigned to a name that mentions Twilio.',
  prefixes: [],
  service: ['twilio'],
  body: [['hex', 32]],
});

export const algoliaAppId = tokenDetector({
  id: 'algolia-app-id',
  type: 'ALGOLIA_KEY',
  label: label('Algolia credential'),
  description: 'Algolia application id: 10 upper-case letters and digits assigned to a name that mentions Algolia, the id half of an app id and key pair.',
  prefixes: [],
  service: ['algolia'],
  body: [['upperAlnum', 10]],
  confidence: 0.6,
});

export const telegramBotToken = tokenDetector({
  id: 'telegram-bot-token',
  type: 'TELEGRAM_BOT_TOKEN',
  label: label('Telegram bot token'),
  description: 'Telegram bot token: the bot id (8 to 10 digits), :AA and 33 URL-safe characters, assigned to a name that mentions Telegram or a bot.',
  prefixes: [],
  service: ['telegram', 'bot', 'tg'],
  body: [['digits', 8, 10], ':AA', ['base64url', 33]],
});

export const discordBotToken = tokenDetector({
  id: 'discord-bot-token',
  type: 'DISCORD_TOKEN',
  label: label('Discord token'),
  description: 'Discord bot token: the base64 of the bot id, ., 6 characters, . and 27 to 38 characters, assigned to a name that mentions Discord.',
  prefixes: [],
  service: ['discord'],
  body: [['base64url', 24, 26], '.', ['base64url', 6], '.', ['base64url', 27, 38]],
});

export const discordWebhook = tokenDetector({
  id: 'discord-webhook',
  type: 'DISCORD_WEBHOOK',
  label: label('Discord webhook URL'),
  description: 'Discord webhook URL: https://discord.com/api/webhooks/ (or discordapp.com), the webhook id and its 68-character token.',
  prefixes: ['https://discord.com/api/webhooks/', 'https://discordapp.com/api/webhooks/'],
  body: [['digits', 17, 20], '/', ['base64url', 68]],
});

export const messageBirdApiKey = tokenDetector({
  id: 'messagebird-api-key',
  type: 'MESSAGEBIRD_API_KEY',
  label: label('MessageBird API key'),
  description: 'MessageBird (Bird) API key: 25 base62 characters assigned to a name that mentions MessageBird.',
  prefixes: [],
  service: ['messagebird', 'bird'],
  body: [['base62', 25]],
});

export const postmarkToken = tokenDetector({
  id: 'postmark-token',
  type: 'POSTMARK_TOKEN',
  label: label('Postmark server token'),
  description: 'Postmark server or account token: a UUID assigned to a name that mentions Postmark.',
  prefixes: [],
  service: ['postmark'],
  body: UUID_BODY,
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const messagingDetectors: readonly Detector[] = [sendgridApiKey, mailgunApiKey, mailchimpApiKey, brevoApiKey, twilioApiKey, twilioAccountSid, twilioAuthToken, algoliaAppId, telegramBotToken, discordBotToken, discordWebhook, messageBirdApiKey, postmarkToken];
