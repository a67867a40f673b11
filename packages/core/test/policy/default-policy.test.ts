import { describe, expect, it } from 'vitest';
import { defaultPolicy, evaluate, parsePolicy, type Action, type Category, type CheckContext, type Destination } from '@preflight/core';
import { makeFinding } from './make-finding.js';

const actionFor = (category: Category, destination: Destination, context?: CheckContext): Action =>
  evaluate([makeFinding('X', [category])], defaultPolicy(), { destination, context }).findings[0].action;

const inEu: CheckContext = { destination_region: 'EU' };
const outsideWithScc: CheckContext = { destination_region: 'US', scc_verified: true };

describe('defaultPolicy', () => {
  it('is a valid policy that parses to itself', () => {
    expect(parsePolicy(defaultPolicy())).toEqual(defaultPolicy());
  });

  it.each<[Category, Destination, CheckContext | undefined, Action]>([
    ['API_SECRETS', 'AI_TOOL', undefined, 'BLOCK'],
    ['API_SECRETS', 'CUSTOMER', inEu, 'BLOCK'],
    ['PHI', 'AI_TOOL', undefined, 'BLOCK'],
    ['PHI', 'VENDOR', undefined, 'BLOCK'],
    ['PHI', 'CUSTOMER', undefined, 'ALLOW'],
    ['PII', 'AI_TOOL', undefined, 'MASK'],
    ['FINANCIAL', 'VENDOR', undefined, 'MASK'],
    ['PII', 'CUSTOMER', undefined, 'ALLOW'],
    ['EU_DATA', 'AI_TOOL', undefined, 'BLOCK'],
    ['EU_DATA', 'CUSTOMER', undefined, 'BLOCK'],
    ['EU_DATA', 'AI_TOOL', outsideWithScc, 'MASK'],
    ['EU_DATA', 'CUSTOMER', outsideWithScc, 'MASK'],
    ['EU_DATA', 'AI_TOOL', inEu, 'MASK'],
    ['EU_DATA', 'CUSTOMER', inEu, 'ALLOW'],
  ])('%s to %s with context %j: %s', (category, destination, context, action) => {
    expect(actionFor(category, destination, context)).toBe(action);
  });
});
