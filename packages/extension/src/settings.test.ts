import { describe, expect, it } from 'vitest';
import { resolveSettings } from './settings.js';
import { addedSites, DEFAULT_SITES } from './sites.js';

const POLICY_FILE = {
  serverUrl: 'https://preflight.example.com/',
  licenseKey: 'pfl_fake',
  enforcementMode: 'monitor',
  sites: ['chatgpt.com', 'claude.ai'],
  actorId: 'dept-finance.42',
  unsupportedFiles: 'allow',
};

describe('resolveSettings', () => {
  it('gives the same settings for the same values from enterprise policy or the options page', () => {
    const fromPolicy = resolveSettings(POLICY_FILE, {}, 'profile-x');
    const fromOptions = resolveSettings({}, POLICY_FILE, 'profile-x');
    expect(fromPolicy.settings).toEqual(fromOptions.settings);
    expect(fromPolicy.settings.serverUrl).toBe('https://preflight.example.com');
    expect(fromPolicy.managed).toHaveLength(6);
    expect(fromOptions.managed).toEqual([]);
  });

  it('lets policy win over the user, and defaults fill the rest', () => {
    const { settings, managed } = resolveSettings({ enforcementMode: 'enforce' }, { enforcementMode: 'monitor', licenseKey: 'pfl_user' }, 'profile-x');
    expect(settings).toEqual({
      serverUrl: '',
      licenseKey: 'pfl_user',
      enforcementMode: 'enforce',
      sites: DEFAULT_SITES,
      actorId: 'profile-x',
      unsupportedFiles: 'block',
    });
    expect(managed).toEqual(['enforcementMode']);
  });

  it('takes sites beyond the built-in AI tools, as host names only', () => {
    const added = [...DEFAULT_SITES, 'chat.internal.example.com'];
    expect(resolveSettings({ sites: added }, {}, 'profile-x').settings.sites).toEqual(added);
    expect(addedSites(added)).toEqual(['chat.internal.example.com']);
    for (const site of ['https://chat.example.com', 'chat.example.com/*', '*.example.com', 'Chat.Example.com', 'localhost', '-x.example.com']) {
      expect(resolveSettings({ sites: [site] }, {}, 'profile-x').invalid, site).toEqual(['sites']);
    }
  });

  it('takes an e-mail address as the actor id, as the server does', () => {
    for (const actorId of ['jane.roe@example.com', 'ops.team+ai@acme-corp.example', 'finance-laptops', 'dept:finance.42']) {
      expect(resolveSettings({ actorId }, {}, 'profile-x').settings.actorId).toBe(actorId);
    }
    for (const actorId of ['jane roe@example.com', '@example.com', 'jane@', 'jane@localhost', '"jane"@example.com', '-x']) {
      expect(resolveSettings({ actorId }, {}, 'profile-x').invalid, actorId).toEqual(['actorId']);
    }
  });

  it('ignores invalid values and names them', () => {
    const { settings, invalid } = resolveSettings({ actorId: 'some one@example.com', sites: [] }, { serverUrl: 'ftp://x' }, 'profile-x');
    expect(settings.actorId).toBe('profile-x');
    expect(settings.sites).toEqual(DEFAULT_SITES);
    expect(settings.serverUrl).toBe('');
    expect([...invalid].sort()).toEqual(['actorId', 'serverUrl', 'sites']);
  });
});
