import { CONFIDENCE, type Detector } from '../../types.js';

export const anthropicApiKey: Detector = Object.freeze<Detector>({
  id: 'anthropic-api-key',
  type: 'ANTHROPIC_API_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'Anthropic API key', other: 'Anthropic API keys' },
  description: 'Anthropic API or admin key: sk-ant-api03- or sk-ant-admin01-, 93 URL-safe characters, then AA.',
  anchor: { kind: 'prefix', literals: ['sk-ant-api03-', 'sk-ant-admin01-'] },
  pattern: 'sk-ant-(?:api03|admin01)-[A-Za-z0-9_\\-]{93}AA',
  maxLength: 110,
  minEntropy: 4,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    {
      text: 'ANTHROPIC_API_KEY=sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA',
      match: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA',
    },
    {
      text: 'admin: sk-ant-admin01-EXAMPLEfakeAdminKey__6ILi8IHn5kxsC7tVO_HbkQfyy_KV5zjR3j1twdTKWTddB-XhkAS1voQG6yyzyN9zHYIa4UOrAA',
      match: 'sk-ant-admin01-EXAMPLEfakeAdminKey__6ILi8IHn5kxsC7tVO_HbkQfyy_KV5zjR3j1twdTKWTddB-XhkAS1voQG6yyzyN9zHYIa4UOrAA',
    },
    {
      text: '"x-api-key": "sk-ant-api03-fakeEXAMPLEtestKeyGNATMuDJawTgsu8PO-799nKSNrh9UCauSDmLhuVtcqcYezdZ_tDDj8hYs5suKcNd8Zra9A9sKPxAA"',
      match: 'sk-ant-api03-fakeEXAMPLEtestKeyGNATMuDJawTgsu8PO-799nKSNrh9UCauSDmLhuVtcqcYezdZ_tDDj8hYs5suKcNd8Zra9A9sKPxAA',
    },
    {
      text: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA',
      match: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA',
      note: 'alone',
    },
    {
      text: "client = Anthropic(api_key='sk-ant-api03-fakeEXAMPLEtestKeyGNATMuDJawTgsu8PO-799nKSNrh9UCauSDmLhuVtcqcYezdZ_tDDj8hYs5suKcNd8Zra9A9sKPxAA')",
      match: 'sk-ant-api03-fakeEXAMPLEtestKeyGNATMuDJawTgsu8PO-799nKSNrh9UCauSDmLhuVtcqcYezdZ_tDDj8hYs5suKcNd8Zra9A9sKPxAA',
    },
    {
      text: 'export ANTHROPIC_ADMIN_KEY=sk-ant-admin01-EXAMPLEfakeAdminKey__6ILi8IHn5kxsC7tVO_HbkQfyy_KV5zjR3j1twdTKWTddB-XhkAS1voQG6yyzyN9zHYIa4UOrAA;',
      match: 'sk-ant-admin01-EXAMPLEfakeAdminKey__6ILi8IHn5kxsC7tVO_HbkQfyy_KV5zjR3j1twdTKWTddB-XhkAS1voQG6yyzyN9zHYIa4UOrAA',
    },
    {
      text: 'key (fake): sk-ant-api03-EXAMPLE_FAKE-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789_abcdefAA.',
      match: 'sk-ant-api03-EXAMPLE_FAKE-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789_abcdefAA',
    },
    {
      text: '-H "x-api-key: sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA"',
      match: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA',
    },
    {
      text: 'keys:\n  - sk-ant-api03-fakeEXAMPLEtestKeyGNATMuDJawTgsu8PO-799nKSNrh9UCauSDmLhuVtcqcYezdZ_tDDj8hYs5suKcNd8Zra9A9sKPxAA\n',
      match: 'sk-ant-api03-fakeEXAMPLEtestKeyGNATMuDJawTgsu8PO-799nKSNrh9UCauSDmLhuVtcqcYezdZ_tDDj8hYs5suKcNd8Zra9A9sKPxAA',
    },
    {
      text: '(sk-ant-admin01-EXAMPLEfakeAdminKey__6ILi8IHn5kxsC7tVO_HbkQfyy_KV5zjR3j1twdTKWTddB-XhkAS1voQG6yyzyN9zHYIa4UOrAA)',
      match: 'sk-ant-admin01-EXAMPLEfakeAdminKey__6ILi8IHn5kxsC7tVO_HbkQfyy_KV5zjR3j1twdTKWTddB-XhkAS1voQG6yyzyN9zHYIa4UOrAA',
    },
  ],
  falsePositives: [
    { text: 'ANTHROPIC_API_KEY=sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxAA', note: 'docs filler' },
    { text: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPc', note: 'truncated' },
    { text: 'ANTHROPIC_API_KEY=sk-ant-...', note: 'elided' },
    { text: 'ANTHROPIC_API_KEY=<your-anthropic-key>', note: 'template' },
    {
      text: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAB',
      note: 'does not end in AA',
    },
    {
      text: 'xsk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAA',
      note: 'inside a longer token',
    },
    {
      text: 'sk-ant-api03-FAKE-example_notAREALkey-pTyGJMuHbEL31IeL2HPcHyGcFRl1SPnXNYvMIHa_2o76umfXfKm_r5kJP1VrT-1FJorsAAAA',
      note: 'too long',
    },
    { text: 'Keys start with sk-ant-api03- and are shown once.', note: 'prose' },
    { text: 'ANTHROPIC_API_KEY=${ANTHROPIC_API_KEY}', note: 'template' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
