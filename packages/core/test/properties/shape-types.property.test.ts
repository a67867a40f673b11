import fc from 'fast-check';
import { scan } from '@preflight/core';
import { describe, expect, it } from 'vitest';
import {
  arbitraryFrom,
  ethereumAddress,
  validAnthropicKey,
  validAwsAccessKey,
  validEmail,
  validGithubToken,
  validGitlabToken,
  validGoogleApiKey,
  validIpAddress,
  validJwt,
  validOpenAiKey,
  validPhone,
  validSlackToken,
  validStripeKey,
  type Generate,
} from '../generators/index.js';
import { plantedText } from './planting.js';

/** Types recognised by shape or fixed prefix; the context word is what a person would write anyway. */
const SHAPE_TYPES: ReadonlyArray<readonly [string, Generate, readonly string[]]> = [
  ['EMAIL', validEmail, ['email', 'contact']],
  ['PHONE', validPhone, ['phone', 'call']],
  ['IP_ADDRESS', validIpAddress, ['client ip', 'host']],
  ['CRYPTO_ADDRESS', ethereumAddress, ['wallet']],
  ['AWS_ACCESS_KEY', validAwsAccessKey, ['aws_access_key_id']],
  ['GITHUB_TOKEN', validGithubToken, ['token']],
  ['GITLAB_TOKEN', validGitlabToken, ['token']],
  ['SLACK_TOKEN', validSlackToken, ['token']],
  ['STRIPE_KEY', validStripeKey, ['stripe key']],
  ['OPENAI_API_KEY', validOpenAiKey, ['OPENAI_API_KEY']],
  ['ANTHROPIC_API_KEY', validAnthropicKey, ['ANTHROPIC_API_KEY']],
  ['GOOGLE_API_KEY', validGoogleApiKey, ['key']],
  ['JWT', validJwt, ['Authorization: Bearer']],
];

describe.each(SHAPE_TYPES)('%s planted in filler', (type, generate, contextWords) => {
  it('is found as this type, covering the planted value', () => {
    fc.assert(
      fc.property(plantedText(arbitraryFrom(generate), contextWords), ({ text, start, end }) => {
        const covering = scan(text).filter((f) => f.type === type && f.start <= start && f.end >= end);
        expect(covering.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});
