import { type CheckContext, type CheckResult, type Checker, createChecker, type Destination, type Policy } from '@preflight/core';
import { LicenseTokenError, PreflightApiError, PreflightError } from '../errors.js';
import { createPreflightClient, type PreflightClient, type PreflightClientOptions } from '../http/client.js';
import { auditEventFor, type AuditEventInput, type ReportedDecision, reportedEventFor, type SourceType } from './audit-event.js';
import { AuditQueue, type AuditQueueOptions, type AuditQueueStats } from './audit-queue.js';
import { type LicenseGrant, openLicenseGrant } from './license-grant.js';

export interface ConnectOptions extends Omit<PreflightClientOptions, 'apiKey' | 'policyKey' | 'licenseKey'> {
  readonly licenseKey: string;
  /** Expected token issuer; default `baseUrl`. */
  readonly issuer?: string;
  /** Re-validate this often to pick up policy changes. Default 5 minutes. */
  readonly policyRefreshIntervalMs?: number;
  /** Re-validate this long before the token expires. Default 10 minutes. */
  readonly refreshBeforeExpiryMs?: number;
  /** Wait after a failed refresh before the next try. Default 30 s. */
  readonly refreshRetryMs?: number;
  /** Channel named in audit events. Default `SDK`. */
  readonly sourceType?: SourceType;
  /** Who made the checks (a user or service id); never content. */
  readonly actorId?: string;
  /** HMAC key, needed only when the policy masks with the `hash` style. */
  readonly maskingKey?: string;
  readonly audit?: Omit<AuditQueueOptions<AuditEventInput>, 'send' | 'onError'>;
  /** Background failures (refresh, audit upload); the SDK keeps working from its last policy. */
  readonly onError?: (error: unknown) => void;
  readonly now?: () => number;
}

export interface SdkCheckOptions {
  readonly destination: Destination;
  readonly context?: CheckContext;
}

const MINUTE = 60_000;

/**
 * SDK mode: validate the license once, then check locally with core, no network round trip
 * per check. Decisions are reported as metadata-only audit events in the background; the
 * policy is refreshed on a timer and before the token expires, and while the server is
 * unreachable the last verified policy keeps working until the token's expiry.
 */
export class Preflight {
  private checker: Checker;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private revoked: LicenseTokenError | null = null;
  private closed = false;

  private constructor(
    private grant: LicenseGrant,
    private readonly client: PreflightClient,
    private readonly options: ConnectOptions,
    private readonly audit: AuditQueue<AuditEventInput>,
    private readonly issuer: string,
    private readonly now: () => number,
  ) {
    this.checker = createChecker({ policy: grant.policy, maskingKey: options.maskingKey });
    this.scheduleRefresh(this.nextRefreshDelay());
  }

  static async connect(options: ConnectOptions): Promise<Preflight> {
    const { baseUrl, licenseKey, timeoutMs, retry, fetch, sleep, random } = options;
    const now = options.now ?? Date.now;
    const client = createPreflightClient({ baseUrl, licenseKey, timeoutMs, retry, fetch, sleep, random, now });
    const issuer = options.issuer ?? baseUrl.replace(/\/+$/, '');
    const grant = await openLicenseGrant(client, { issuer, now });
    const audit = new AuditQueue<AuditEventInput>({
      ...options.audit,
      send: async (events) => {
        await client.api.POST('/v1/audit/events', { body: { events } });
      },
      onError: options.onError,
      // 400 and 422 mean the events themselves were refused (e.g. an actorId that is not an identifier).
      isPermanent: (error) => error instanceof PreflightApiError && (error.status === 400 || error.status === 422),
    });
    return new Preflight(grant, client, options, audit, issuer, now);
  }

  get orgId(): string {
    return this.grant.orgId;
  }

  get policyVersion(): string {
    return this.grant.policyVersion;
  }

  /** The policy's group, named as `policy_id` in audit events (for events built outside this instance). */
  get policyGroup(): string {
    return this.grant.policyGroup;
  }

  /** The verified policy, for a checker that runs elsewhere (a content script) and reports through `report`. */
  get policy(): Policy {
    return this.grant.policy;
  }

  get tokenExpiresAt(): Date {
    return new Date(this.grant.tokenExpiresAt);
  }

  get auditStats(): AuditQueueStats {
    return this.audit.stats;
  }

  /**
   * Checks text locally. Throws LicenseTokenError once the token has expired without a
   * successful refresh, or the server has reported the license revoked.
   */
  check(text: string, options: SdkCheckOptions): CheckResult {
    if (this.closed) throw new PreflightError('CLOSED', 'This Preflight instance is closed');
    if (this.revoked) throw this.revoked;
    if (this.now() >= this.grant.tokenExpiresAt) {
      throw new LicenseTokenError('TOKEN_EXPIRED', 'The license token expired and could not be refreshed');
    }
    const result = this.checker.check(text, options);
    this.audit.push(
      auditEventFor(result, text, options.destination, {
        sourceType: this.options.sourceType ?? 'SDK',
        actorId: this.options.actorId,
        policyGroup: this.grant.policyGroup,
        now: this.now(),
      }),
    );
    return result;
  }

  /**
   * Queues the audit event for a decision made with this policy outside this instance (a browser
   * extension's content script checks in the page and hands over only metadata).
   */
  report(result: Parameters<typeof reportedEventFor>[0], decision: ReportedDecision): void {
    if (this.closed) throw new PreflightError('CLOSED', 'This Preflight instance is closed');
    this.audit.push(
      reportedEventFor(result, decision, {
        sourceType: this.options.sourceType ?? 'SDK',
        actorId: this.options.actorId,
        policyGroup: this.grant.policyGroup,
        now: this.now(),
      }),
    );
  }

  /** Re-validates now; a new policy version replaces the checker. Rejects on failure and keeps the last policy. */
  async refresh(): Promise<void> {
    try {
      const grant = await openLicenseGrant(this.client, { issuer: this.issuer, now: this.now });
      if (grant.policyVersion !== this.grant.policyVersion) {
        this.checker = createChecker({ policy: grant.policy, maskingKey: this.options.maskingKey });
      }
      this.grant = grant;
      this.revoked = null;
    } catch (error) {
      // The server said no (revoked, expired): stop checking at once. Unreachable: keep going.
      if (error instanceof PreflightApiError && (error.status === 401 || error.status === 403)) {
        this.revoked = new LicenseTokenError('LICENSE_INVALID', `The server refused the license (${error.code})`, { cause: error });
      }
      throw error;
    }
  }

  /** Uploads queued audit events now. */
  flush(): Promise<void> {
    return this.audit.flush();
  }

  /** Stops refreshing and flushes the audit queue; returns what could not be sent. */
  async close(): Promise<AuditQueueStats> {
    this.closed = true;
    if (this.refreshTimer !== undefined) clearTimeout(this.refreshTimer);
    return this.audit.close();
  }

  /** The next poll, or earlier when the token nears expiry (at its half-life for short-lived tokens). */
  private nextRefreshDelay(): number {
    const interval = this.options.policyRefreshIntervalMs ?? 5 * MINUTE;
    const remaining = this.grant.tokenExpiresAt - this.now();
    const beforeExpiry = Math.max(remaining / 2, remaining - (this.options.refreshBeforeExpiryMs ?? 10 * MINUTE));
    return Math.max(1_000, Math.min(interval, beforeExpiry));
  }

  private scheduleRefresh(delayMs: number): void {
    if (this.closed || this.revoked) return;
    this.refreshTimer = setTimeout(() => {
      this.refresh().then(
        () => this.scheduleRefresh(this.nextRefreshDelay()),
        (error: unknown) => {
          this.options.onError?.(error);
          this.scheduleRefresh(this.options.refreshRetryMs ?? 30_000);
        },
      );
    }, delayMs);
    (this.refreshTimer as { unref?: () => void }).unref?.();
  }
}
