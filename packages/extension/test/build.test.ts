import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExtension, STATIC_FILES } from '../build.js';
import { SETTING_KEYS } from '../src/settings.js';
import { DEFAULT_SITES } from '../src/sites.js';

/**
 * Content-script budget: core's scanner, detectors (without their test cases), name lists and
 * policy evaluation and re2js (about 150 KB, for custom patterns), minified, without the policy
 * parser (the worker parses). It loads once per page from the extension's own files, so it is
 * held to what a page load can carry without notice, with room for the detectors still to come.
 */
const CONTENT_SCRIPT_BUDGET_BYTES = 850_000;

const AI_TOOL_ORIGINS = [
  'chatgpt.com',
  'chat.openai.com',
  'claude.ai',
  'gemini.google.com',
  'copilot.microsoft.com',
  'perplexity.ai',
  'chat.mistral.ai',
  'chat.deepseek.com',
];

let dist: string;
let manifest: Record<string, any>;
beforeAll(async () => {
  dist = await buildExtension(join(import.meta.dirname, '../dist'));
  manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
});

describe('extension build', () => {
  it('writes a Manifest V3 whose every referenced file exists', () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toBe('Preflight');
    expect(manifest.version).toMatch(/^\d+(\.\d+){0,3}$/);
    expect(manifest.background).toEqual({ service_worker: 'background.js', type: 'module' });
    expect(manifest.permissions.sort()).toEqual(['alarms', 'scripting', 'storage']);
    // Added sites are asked for one origin at a time, at run time.
    expect(manifest.optional_host_permissions).toEqual(['https://*/*']);
    // The default MV3 policy: scripts from the package only, no eval.
    expect(manifest.content_security_policy).toBeUndefined();
    const referenced = [
      manifest.background.service_worker,
      ...manifest.content_scripts.flatMap((script: { js: string[] }) => script.js),
      manifest.options_ui.page,
      manifest.action.default_popup,
      manifest.storage.managed_schema,
      ...STATIC_FILES,
    ];
    for (const file of referenced) expect(statSync(join(dist, file)).size, file).toBeGreaterThan(0);
  });

  it('asks for the AI tools\' origins and runs the content script on exactly those', () => {
    for (const host of AI_TOOL_ORIGINS) expect(manifest.host_permissions).toContain(`https://${host}/*`);
    expect(manifest.host_permissions.every((pattern: string) => /^https:\/\/[a-z0-9.-]+\/\*$/.test(pattern))).toBe(true);
    expect(manifest.content_scripts).toHaveLength(1);
    expect(manifest.content_scripts[0].matches).toEqual(manifest.host_permissions);
    expect(manifest.content_scripts[0].run_at).toBe('document_start');
    expect(DEFAULT_SITES.every((site) => manifest.host_permissions.includes(`https://${site}/*`))).toBe(true);
  });

  it('bundles everything it runs: no Node built-in, no remote script, within the size budget', () => {
    for (const file of ['content.js', 'background.js', 'options.js', 'popup.js']) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code, file).not.toMatch(/require\(["'](node:)?(fs|path|crypto|child_process)["']\)|from ["']node:/);
      expect(code, file).not.toMatch(/\bimport\(\s*["']https?:/);
      // MV3 refuses eval; re2-wasm's glue code would need it. (re2js has a method named eval.)
      expect(code, file).not.toMatch(/new Function\(|(?<![\w$.{}])eval\(/);
    }
    for (const page of ['options.html', 'popup.html']) {
      expect(readFileSync(join(dist, page), 'utf8')).not.toMatch(/<script[^>]+src=["']https?:/);
    }
    const content = readFileSync(join(dist, 'content.js'), 'utf8');
    expect(content.length).toBeLessThan(CONTENT_SCRIPT_BUDGET_BYTES);
    // The schema library stays in the worker, which parses the policy.
    expect(content).not.toMatch(/ZodError|\$ZodType/);
    // Detector records keep their shape, with their test cases left out.
    expect(content.match(/truePositives:\[\]/g)?.length).toBeGreaterThan(100);
    expect(content).not.toMatch(/(true|false)Positives:\[[^\]]/);
  });

  it('ships a managed-storage schema that names every setting', () => {
    const schema = JSON.parse(readFileSync(join(dist, 'managed-schema.json'), 'utf8'));
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties).sort()).toEqual([...SETTING_KEYS].sort());
  });
});
