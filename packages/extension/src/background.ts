// SDK mode without the client's entry module, which installs RE2 (re2-wasm): its glue code
// generates functions with eval, which Manifest V3 forbids in extension pages and workers. The
// worker parses the policy, which compiles its patterns, so it takes the eval-free engine too.
import './pattern-engine.js';
import { LicenseTokenError, PreflightApiError } from '../../client/src/errors.js';
import { createPreflightClient } from '../../client/src/http/client.js';
import { reportedEventFor } from '../../client/src/sdk/audit-event.js';
import { Preflight } from '../../client/src/sdk/preflight.js';
import type { Decision } from '@preflight/core';
import { Outbox } from './outbox.js';
import { resolveSettings, type Settings } from './settings.js';
import { addedSiteAccess, siteMatch } from './sites.js';
import {
  type Activity,
  type ConnectionStatus,
  type DecisionReport,
  type ExtensionMessage,
  type Grant,
  type PageSettings,
  type PendingFalsePositive,
  type PendingReport,
  type RecentDecision,
  STORE,
} from './shared.js';

const RECENT_KEPT = 20;
const REFRESH_ALARM = 'preflight-refresh';
/** Uploads go out this soon after a decision: Chromium may stop the worker 30 s after its last event. */
const UPLOAD_DELAY_MS = 500;

/**
 * The service worker holds the SDK-mode connection: it validates the license, verifies the token
 * and publishes the verified policy for the content scripts, which check in the page (a message
 * round trip, and waking a stopped worker, would cost more than the 5 ms a check may take).
 * They send back metadata only, which goes out as audit events. Chromium stops an idle worker,
 * so everything it must remember, the audit events not yet uploaded too, lives in
 * chrome.storage.local.
 */
interface Connection {
  readonly preflight: Preflight;
  /** Uploads audit events with the license key, as the SDK does. */
  uploadReports(batch: readonly PendingReport[]): Promise<void>;
  uploadFalsePositive(report: PendingFalsePositive): Promise<void>;
}

let connection: Promise<Connection | null> | undefined;

const reports = new Outbox<PendingReport>(chrome.storage.local, { key: STORE.auditOutbox, maxPending: 10_000, batchSize: 100 });
const falsePositives = new Outbox<PendingFalsePositive>(chrome.storage.local, { key: STORE.falsePositiveOutbox, maxPending: 1_000, batchSize: 1 });

async function readSettings(): Promise<Settings> {
  const [managed, local] = await Promise.all([
    chrome.storage.managed.get(null).catch(() => ({})),
    chrome.storage.local.get([STORE.userSettings, STORE.profileActorId]),
  ]);
  let profileActorId = local[STORE.profileActorId] as string | undefined;
  if (profileActorId === undefined) {
    profileActorId = `profile-${crypto.randomUUID()}`;
    await chrome.storage.local.set({ [STORE.profileActorId]: profileActorId });
  }
  return resolveSettings(managed, local[STORE.userSettings], profileActorId).settings;
}

const ADDED_SITES_SCRIPT = 'preflight-added-sites';

/**
 * The manifest's content script covers the built-in AI tools; on the sites an administrator adds
 * the same script runs through a registration, for those whose origin the browser has granted.
 * Runs one at a time (a settings change and a permission change may come together), since a
 * registration under an id already taken fails.
 */
let siteRegistration = Promise.resolve();
function guardAddedSites(sites: readonly string[]): Promise<void> {
  siteRegistration = siteRegistration.catch(() => undefined).then(() => registerAddedSites(sites));
  return siteRegistration;
}

async function registerAddedSites(sites: readonly string[]): Promise<void> {
  const { granted } = await addedSiteAccess(sites);
  const registered = await chrome.scripting.getRegisteredContentScripts({ ids: [ADDED_SITES_SCRIPT] });
  const matches = granted.map(siteMatch);
  if (granted.length === 0) {
    if (registered.length > 0) await chrome.scripting.unregisterContentScripts({ ids: [ADDED_SITES_SCRIPT] });
    return;
  }
  // A registration is changed in place, never dropped and made again: a page loading in between would go unguarded.
  if (registered.length === 0) {
    await chrome.scripting.registerContentScripts([
      { id: ADDED_SITES_SCRIPT, matches, js: ['content.js'], runAt: 'document_start', allFrames: false, persistAcrossSessions: true },
    ]);
  } else if (registered[0].matches?.join('\n') !== matches.join('\n')) {
    await chrome.scripting.updateContentScripts([{ id: ADDED_SITES_SCRIPT, matches, js: ['content.js'] }]);
  }
}

async function connect(): Promise<Connection | null> {
  const settings = await readSettings();
  await guardAddedSites(settings.sites);
  const pageSettings: PageSettings = {
    enforcementMode: settings.enforcementMode,
    sites: settings.sites,
    unsupportedFiles: settings.unsupportedFiles,
  };
  await chrome.storage.local.set({ [STORE.pageSettings]: pageSettings });
  if (settings.serverUrl === '' || settings.licenseKey === '') {
    await setStatus({ state: 'not-configured', at: Date.now() });
    await chrome.storage.local.remove(STORE.grant);
    return null;
  }
  try {
    const preflight = await Preflight.connect({
      baseUrl: settings.serverUrl,
      licenseKey: settings.licenseKey,
      sourceType: 'BROWSER_EXTENSION',
      actorId: settings.actorId,
      // Refreshes run on an alarm, since a stopped worker loses its timers.
      policyRefreshIntervalMs: 24 * 3_600_000,
    });
    await publish(preflight);
    const client = createPreflightClient({ baseUrl: settings.serverUrl, licenseKey: settings.licenseKey });
    const context = { sourceType: 'BROWSER_EXTENSION' as const, actorId: settings.actorId, policyGroup: preflight.policyGroup };
    return {
      preflight,
      uploadReports: async (batch) => {
        const events = batch.map(({ id, at, report }) => ({
          ...reportedEventFor(
            { decision: report.decision, summary: report.summary, policy_version: report.policyVersion, detected: report.detected },
            { destination: 'AI_TOOL', inputType: report.inputType, inputSizeBytes: report.inputSizeBytes },
            { ...context, now: at },
          ),
          // The id the report got when it was made, so a retried upload is counted once.
          event_id: id,
        }));
        await client.api.POST('/v1/audit/events', { body: { events } });
      },
      uploadFalsePositive: async (report) => {
        await client.api.POST('/v1/false-positives', {
          body: {
            report_id: report.id,
            reported_at: new Date(report.at).toISOString(),
            decision: report.decision,
            source_type: context.sourceType,
            policy_id: context.policyGroup,
            policy_version: report.policyVersion,
            finding_counts_by_type: { ...report.types },
            actor_id: context.actorId,
          },
        });
      },
    };
  } catch (error) {
    await failed(error);
    return null;
  }
}

/** The server refused the license: checks stop. Unreachable: the last verified policy stays until its token expires. */
async function failed(error: unknown): Promise<void> {
  const refused =
    error instanceof LicenseTokenError || (error instanceof PreflightApiError && (error.status === 401 || error.status === 403));
  if (refused) await chrome.storage.local.remove(STORE.grant);
  await setStatus({ state: refused ? 'refused' : 'offline', message: (error as Error).message, at: Date.now() });
}

async function publish(preflight: Preflight): Promise<void> {
  const grant: Grant = {
    orgId: preflight.orgId,
    policy: preflight.policy,
    policyVersion: preflight.policyVersion,
    tokenExpiresAt: preflight.tokenExpiresAt.getTime(),
  };
  await chrome.storage.local.set({ [STORE.grant]: grant });
  await setStatus({ state: 'connected', orgId: grant.orgId, policyVersion: grant.policyVersion, at: Date.now() });
}

function setStatus(status: ConnectionStatus): Promise<void> {
  return chrome.storage.local.set({ [STORE.status]: status });
}

function ensureConnection(): Promise<Connection | null> {
  connection ??= connect();
  return connection;
}

async function reconnect(): Promise<void> {
  const previous = connection;
  connection = undefined;
  await (await previous)?.preflight.close().catch(() => undefined);
  await ensureConnection();
  await drainOutbox();
}

const today = () => new Date().toLocaleDateString('sv');

function freshActivity(previous: Activity | undefined): Activity {
  const day = today();
  if (previous?.day === day) return previous;
  return {
    day,
    counts: { ALLOWED: 0, ALLOWED_WITH_MASKING: 0, BLOCKED: 0 },
    recent: previous?.recent ?? [],
    falsePositives: previous?.falsePositives ?? [],
    lastLoad: previous?.lastLoad,
  };
}

/** Activity updates are serialized so two reports arriving together do not overwrite each other. */
let activityWrite = Promise.resolve();
function updateActivity(change: (activity: Activity) => Activity): Promise<void> {
  activityWrite = activityWrite.then(async () => {
    const stored = (await chrome.storage.local.get(STORE.activity))[STORE.activity] as Activity | undefined;
    await chrome.storage.local.set({ [STORE.activity]: change(freshActivity(stored)) });
  });
  return activityWrite;
}

/** 400 and 422: the server refused the events themselves (e.g. an invalid actor id); a retry cannot help. */
const isRefused = (error: unknown) => error instanceof PreflightApiError && (error.status === 400 || error.status === 422);

/** Uploads what the outboxes hold; what fails stays there for the next try (a report, the alarm, the next worker). */
async function drainOutbox(): Promise<void> {
  const current = await ensureConnection();
  if (current === null) return;
  await reports.drain((batch) => current.uploadReports(batch), isRefused);
  await falsePositives.drain(([report]) => current.uploadFalsePositive(report), isRefused);
}

let uploadTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleUpload(): void {
  uploadTimer ??= setTimeout(() => {
    uploadTimer = undefined;
    void drainOutbox();
  }, UPLOAD_DELAY_MS);
}

async function recordDecision(report: DecisionReport): Promise<void> {
  // Stored before anything is sent, so a worker stopped now loses no event.
  await reports.add({ id: crypto.randomUUID(), at: Date.now(), report });
  scheduleUpload();
  const entry: RecentDecision = {
    id: crypto.randomUUID(),
    at: Date.now(),
    decision: report.decision,
    policyVersion: report.policyVersion,
    types: Object.fromEntries(report.detected.map((d) => [d.type, d.count])),
    site: report.site,
    channel: report.channel,
    checkMs: report.checkMs,
  };
  await updateActivity((activity) => ({
    ...activity,
    counts: { ...activity.counts, [report.decision]: activity.counts[report.decision as Decision] + 1 },
    recent: [entry, ...activity.recent].slice(0, RECENT_KEPT),
  }));
}

/** Kept in the popup's list and sent to the server: the decision, its policy version, types and counts, never text. */
async function recordFalsePositive(decisionId: string): Promise<void> {
  let reported: RecentDecision | undefined;
  await updateActivity((activity) => {
    const entry = activity.recent.find((d) => d.id === decisionId);
    if (entry === undefined || entry.reportedFalsePositive) return activity;
    reported = entry;
    return {
      ...activity,
      recent: activity.recent.map((d) => (d.id === decisionId ? { ...d, reportedFalsePositive: true } : d)),
      falsePositives: [...activity.falsePositives, { at: Date.now(), decision: entry.decision, types: entry.types, site: entry.site }],
    };
  });
  if (reported === undefined) return;
  await falsePositives.add({ id: crypto.randomUUID(), at: Date.now(), decision: reported.decision, policyVersion: reported.policyVersion, types: reported.types });
  scheduleUpload();
}

chrome.runtime.onMessage.addListener((message: ExtensionMessage, sender, sendResponse) => {
  // Only this extension's own pages and content scripts talk to the worker.
  if (sender.id !== chrome.runtime.id) return false;
  const done = (work: Promise<void>) => {
    work.then(
      () => sendResponse({ ok: true }),
      (error: unknown) => sendResponse({ ok: false, error: (error as Error).message }),
    );
    return true;
  };
  switch (message.kind) {
    case 'decision':
      return done(recordDecision(message));
    case 'content-script-loaded': {
      const { kind: _kind, ...lastLoad } = message;
      return done(updateActivity((activity) => ({ ...activity, lastLoad })));
    }
    case 'false-positive':
      return done(recordFalsePositive(message.decisionId));
    case 'reconnect':
      return done(reconnect());
    default:
      return false;
  }
});

chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'managed' || (area === 'local' && STORE.userSettings in changes)) void reconnect();
});

// Access to an added site granted or taken back in the browser's settings.
const resyncSites = () => void readSettings().then((settings) => guardAddedSites(settings.sites));
chrome.permissions.onAdded.addListener(resyncSites);
chrome.permissions.onRemoved.addListener(resyncSites);

chrome.alarms.onAlarm.addListener(async (alarm) => {
  if (alarm.name !== REFRESH_ALARM) return;
  const current = await ensureConnection();
  if (current === null) {
    await reconnect();
    return;
  }
  try {
    await current.preflight.refresh();
    await publish(current.preflight);
  } catch (error) {
    await failed(error);
  }
  await drainOutbox();
});

chrome.runtime.onInstalled.addListener(() => void chrome.alarms.create(REFRESH_ALARM, { periodInMinutes: 5 }));
chrome.runtime.onStartup.addListener(() => void ensureConnection());
// A new worker first uploads what the last one left in the outbox.
void drainOutbox();
