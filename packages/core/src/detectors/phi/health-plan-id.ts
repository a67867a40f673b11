import { CONFIDENCE, type Detector } from '../../types.js';

const DIGIT = /[0-9]/;

export const healthPlanId = Object.freeze<Detector>({
  id: 'health-plan-id',
  type: 'HEALTH_PLAN_ID',
  categories: ['PHI'],
  label: { one: 'health plan ID', other: 'health plan IDs' },
  description:
    'Health plan member or subscriber ID: 6-15 letters and digits with at least one digit, reported only near a word such as "member id" or "insurance id", since every insurer has its own format.',
  anchor: { kind: 'context' },
  pattern: '[A-Z0-9]{6,15}',
  maxLength: 15,
  validate: (value) => (DIGIT.test(value) ? 'none' : 'reject'),
  context: {
    words: ['member id', 'member number', 'health plan', 'subscriber id', 'subscriber number', 'insurance id', 'policy number', 'beneficiary id', 'medicaid id'],
    window: 40,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'Member ID: XGH482019374', match: 'XGH482019374' },
    { text: 'subscriber id W2918374650 (test)', match: 'W2918374650' },
    { text: 'insurance id: 884120377A', match: '884120377A' },
    { text: 'Health plan ZQA77120 group 5', match: 'ZQA77120' },
    { text: 'policy number HP4410298', match: 'HP4410298' },
    { text: '{"member id":"MBR0012345"}', match: 'MBR0012345' },
    { text: 'beneficiary id 1EG4TE5MK72', match: '1EG4TE5MK72' },
    { text: 'member number U7721040-01 on card', match: 'U7721040' },
    { text: 'Medicaid ID AB77120C', match: 'AB77120C' },
    { text: 'subscriber number YRX55019283', match: 'YRX55019283' },
  ],
  falsePositives: [
    { text: 'order XGH482019374 shipped', note: 'no context word' },
    { text: 'member id: PENDING', note: 'no digit' },
    { text: 'policy number 12345', note: 'five characters' },
    { text: 'member id 1234567890123456', note: 'sixteen characters' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID, no context word' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash, no context word' },
    { text: 'timestamp 1700000000', note: 'unix timestamp, no context word' },
    { text: 'price USD 4820.19', note: 'price' },
    { text: 'version 10.2.4412', note: 'version string' },
    { text: 'health plan: see card', note: 'context word without an ID' },
  ],
});
