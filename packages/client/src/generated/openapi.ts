/**
 * Generated from the server's /openapi.json by scripts/generate-types.ts; do not edit.
 * Regenerate after changing a route: pnpm --filter @preflight/client generate
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers and the forwarding worker runs on schedule */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics: checks, detections, request latency, refusals, forwarding queues and deliveries, process, heap, event loop and GC */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizations (a management key sees only its own) */
        get: operations["listOrgs"];
        put?: never;
        /** Create an organization with its trial license and default policy group (administrator) */
        post: operations["createOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization by id or slug */
        get: operations["getOrg"];
        put?: never;
        post?: never;
        /** Delete an organization and all of its data (administrator) */
        delete: operations["deleteOrg"];
        options?: never;
        head?: never;
        /** Update name and settings (settings merge key by key; null clears one) */
        patch: operations["updateOrg"];
        trace?: never;
    };
    "/api/orgs/{org_id}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an organization's policies */
        get: operations["listPolicies"];
        put?: never;
        /** Create a policy (validated by core's policy schema); its API key is shown once */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/policies/{policy_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a policy */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        /** Delete a policy (not a license's default policy group) */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        /** Update a policy; a change of its rules or settings gives a new policy_version */
        patch: operations["updatePolicy"];
        trace?: never;
    };
    "/api/orgs/{org_id}/policies/{policy_id}/regenerate-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new policy API key; the old one stops working at once */
        post: operations["regeneratePolicyKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an organization's management keys (prefixes only) */
        get: operations["listManagementKeys"];
        put?: never;
        /** Issue a management key for an organization (administrator); shown once */
        post: operations["createManagementKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/api-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a management key (administrator); it stops working at once */
        delete: operations["deleteManagementKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preflight/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check text before it is sent */
        post: operations["checkText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preflight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a file (text, CSV, JSON, PDF, DOCX); the type is read from its bytes */
        post: operations["checkFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preflight/{preflight_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a stored check result */
        get: operations["getCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preflight/{preflight_id}/masked-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the masked file of a file check (under METADATA retention: for 15 minutes) */
        get: operations["getMaskedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List checks, newest first */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the checks a filter selects, newest first, as CSV or JSON (metadata only, streamed) */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's check totals over a period */
        get: operations["getOrgAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/analytics/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks per day by decision */
        get: operations["getOrgAnalyticsTimeseries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/analytics/detections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detections by type with labels and percentages */
        get: operations["getOrgDetections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform-wide totals over a period (administrator) */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/forwarding-destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization's forwarding destinations with their status */
        get: operations["listForwardingDestinations"];
        put?: never;
        /** Create a forwarding destination (enabled unless `enabled: false`); the credential is stored encrypted and never returned */
        post: operations["createForwardingDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/forwarding-destinations/{destination_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one forwarding destination */
        get: operations["getForwardingDestination"];
        put?: never;
        post?: never;
        /** Delete a destination and clear its pending and dead-lettered events */
        delete: operations["deleteForwardingDestination"];
        options?: never;
        head?: never;
        /** Change a destination's URL or preset, enable or disable it, or rotate or remove its credential */
        patch: operations["updateForwardingDestination"];
        trace?: never;
    };
    "/api/orgs/{org_id}/forwarding-destinations/{destination_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a synthetic event (dataset service.audit_stream.test) and report the outcome within 10 seconds */
        post: operations["testForwardingDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/forwarding-destinations/{destination_id}/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events that failed three deliveries to this destination, newest first */
        get: operations["listDeadLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/forwarding-destinations/{destination_id}/dead-letters/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue every dead-lettered event of this destination again, with three fresh attempts */
        post: operations["replayDeadLetters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an organization's licenses with this month's usage (keys are never shown again) */
        get: operations["listLicenses"];
        put?: never;
        /** Create a further license with its own default policy group (administrator); keys shown once */
        post: operations["createLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{license_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change type, expiry or monthly allowance (administrator); a new type without an allowance takes the type's */
        patch: operations["updateLicense"];
        trace?: never;
    };
    "/api/licenses/{license_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a license at once (administrator): its key and every policy of it stop working */
        post: operations["revokeLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the token signing key (administrator); the previous public key stays in the JWKS until its tokens expire */
        post: operations["rotateSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a license key (Bearer) and receive the policy to apply locally with a signed token
         * @description Any answer other than 200 means the key is not valid: 401 no or unknown key, 403 a key of another kind, a revoked license (LICENSE_REVOKED) or an expired one (LICENSE_EXPIRED); details.valid is false.
         */
        get: operations["validateLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public key that verifies validation tokens, as PEM (SPKI); no credential needed */
        get: operations["getLicensePublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The token verification keys as a JSON Web Key Set: the active key and retired keys whose tokens may still be valid */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report up to 500 locally made decisions (license key; metadata only)
         * @description Each new event is audited, counted against the license's monthly allowance and forwarded like a server-side check. Past the allowance the remaining events are audited as REJECTED and the answer is 429 (QUOTA_EXCEEDED) with Retry-After and details {accepted, duplicates, rejected}; report the rejected ones again after Retry-After.
         */
        post: operations["reportAuditEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/false-positives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report that a locally made decision was wrong (license key; metadata only)
         * @description The decision, its policy, what it found as types and counts, who reported it and an optional note: never the text or the values. Idempotent on report_id. Listed for the organization at GET /api/orgs/{org_id}/false-positives.
         */
        post: operations["reportFalsePositive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{org_id}/false-positives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an organization's false-positive reports, newest first */
        get: operations["listFalsePositives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Status: {
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        Readiness: components["schemas"]["Status"] & {
            /** @enum {string} */
            database: "ok" | "unavailable";
            /**
             * @description The forwarding worker: failing (its last cycle failed), stalled (no cycle ended in time) or stopped answer 503.
             * @enum {string}
             */
            forwarding?: "ok" | "failing" | "stalled" | "stopped";
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            forwarding_last_cycle_at?: string | null;
        };
        CreatedOrganization: components["schemas"]["Organization"] & {
            license_id: string;
            /** @description Shown only in this response. */
            license_key: string;
            /** @enum {string} */
            license_type: "trial" | "standard" | "enterprise";
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            license_expires_at: string;
            default_policy: {
                policy_id: string;
                name: string;
                policy_version: string;
                /** @description The default policy group's key for X-Service-API-Key; shown only here. */
                api_key: string;
            };
        };
        OrgSettings: {
            primary_color?: string;
            /** Format: email */
            admin_email?: string;
            /** @enum {string} */
            data_region?: "EU" | "US" | "APAC";
            /**
             * @description FULL keeps content and masked content with each audit row; METADATA (default) keeps none.
             * @enum {string}
             */
            retention_mode?: "FULL" | "METADATA";
        };
        Organization: {
            org_id: string;
            name: string;
            slug: string;
            settings: components["schemas"]["OrgSettings"];
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            updated_at: string;
        };
        Error: {
            error: {
                /** @example NOT_FOUND */
                code: string;
                message: string;
                /** @description Field paths or limits; null when there is nothing to add. */
                details?: unknown;
            };
        };
        /**
         * @example {
         *       "name": "Acme",
         *       "slug": "acme",
         *       "settings": {
         *         "retention_mode": "METADATA"
         *       }
         *     }
         */
        CreateOrganization: {
            name: string;
            slug?: string;
            settings?: components["schemas"]["OrgSettings"];
        };
        OrganizationList: {
            items: components["schemas"]["Organization"][];
            limit: number;
            offset: number;
            total: number;
        };
        UpdateOrganization: {
            name?: string;
            settings?: components["schemas"]["OrgSettingsChanges"];
        };
        OrgSettingsChanges: {
            primary_color?: string | null;
            /** Format: email */
            admin_email?: string | null;
            /** @enum {string|null} */
            data_region?: "EU" | "US" | "APAC" | null;
            /**
             * @description FULL keeps content and masked content with each audit row; METADATA (default) keeps none. null sets METADATA.
             * @enum {string|null}
             */
            retention_mode?: "FULL" | "METADATA" | null;
        };
        Policy: {
            policy_id: string;
            org_id: string;
            license_id: string;
            name: string;
            /** @description The author's own version label, if any. */
            version?: string;
            /** @description Applied version; changes whenever rules or settings change. */
            policy_version: string;
            is_active: boolean;
            /** @description First characters of the key, for recognising it. */
            api_key_prefix: string;
            /** @description Present only when the key is created or regenerated. */
            api_key?: string;
            rules: ({
                id: string;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            updated_at: string;
        } & {
            [key: string]: unknown;
        };
        CreatePolicy: {
            name: string;
            description?: string;
            version?: string;
            tags?: string[];
            /**
             * @default {
             *       "style": "placeholder"
             *     }
             */
            masking: {
                /**
                 * @default placeholder
                 * @enum {string}
                 */
                style: "placeholder" | "characters" | "partial" | "hash";
            };
            minConfidence?: number;
            /** @enum {string} */
            minLikelihood?: "VERY_UNLIKELY" | "UNLIKELY" | "POSSIBLE" | "LIKELY" | "VERY_LIKELY";
            /** @default {} */
            allowList: {
                values?: string[];
                patterns?: string[];
            };
            /** @default [] */
            customDetectors: {
                id: string;
                type: string;
                categories: ("PII" | "PHI" | "FINANCIAL" | "API_SECRETS" | "EU_DATA")[];
                label?: string;
                pattern: string;
                keywords?: string[];
                window?: number;
                /** @enum {string} */
                validator?: "luhn" | "card" | "iban" | "aba" | "npi" | "jwt" | "github_token" | "dea" | "steuer_id" | "fr_nir" | "es_dni" | "es_nie" | "codice_fiscale" | "nl_bsn" | "pl_pesel" | "be_national_number" | "se_personnummer" | "uk_nhs_number";
                confidence?: number;
            }[];
            /** @default [] */
            rules: {
                id?: string;
                name: string;
                description?: string;
                /** @default true */
                enabled: boolean;
                dataTypes: ("PII" | "PHI" | "FINANCIAL" | "API_SECRETS" | "EU_DATA" | "ALL")[];
                destinations: ("AI_TOOL" | "VENDOR" | "CUSTOMER")[];
                /** @enum {string} */
                action: "BLOCK" | "MASK" | "ALLOW";
                conditions?: ("non_eu_destination" | "scc_verified")[];
            }[];
            /** @description Inactive policies refuse checks with 403. */
            is_active?: boolean;
        };
        PolicyList: {
            items: components["schemas"]["Policy"][];
            limit: number;
            offset: number;
            total: number;
        };
        UpdatePolicy: {
            name?: string;
            description?: string;
            version?: string;
            tags?: string[];
            masking?: {
                /**
                 * @default placeholder
                 * @enum {string}
                 */
                style: "placeholder" | "characters" | "partial" | "hash";
            };
            minConfidence?: number;
            /** @enum {string} */
            minLikelihood?: "VERY_UNLIKELY" | "UNLIKELY" | "POSSIBLE" | "LIKELY" | "VERY_LIKELY";
            allowList?: {
                values?: string[];
                patterns?: string[];
            };
            customDetectors?: {
                id: string;
                type: string;
                categories: ("PII" | "PHI" | "FINANCIAL" | "API_SECRETS" | "EU_DATA")[];
                label?: string;
                pattern: string;
                keywords?: string[];
                window?: number;
                /** @enum {string} */
                validator?: "luhn" | "card" | "iban" | "aba" | "npi" | "jwt" | "github_token" | "dea" | "steuer_id" | "fr_nir" | "es_dni" | "es_nie" | "codice_fiscale" | "nl_bsn" | "pl_pesel" | "be_national_number" | "se_personnummer" | "uk_nhs_number";
                confidence?: number;
            }[];
            rules?: {
                id?: string;
                name: string;
                description?: string;
                /** @default true */
                enabled: boolean;
                dataTypes: ("PII" | "PHI" | "FINANCIAL" | "API_SECRETS" | "EU_DATA" | "ALL")[];
                destinations: ("AI_TOOL" | "VENDOR" | "CUSTOMER")[];
                /** @enum {string} */
                action: "BLOCK" | "MASK" | "ALLOW";
                conditions?: ("non_eu_destination" | "scc_verified")[];
            }[];
            /** @description Inactive policies refuse checks with 403. */
            is_active?: boolean;
        };
        ManagementKey: {
            key_id: string;
            org_id: string;
            name: string;
            key_prefix: string;
            /** @description Present only in the response that creates the key. */
            api_key?: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
        };
        CreateManagementKey: {
            /** @default management key */
            name: string;
        };
        /**
         * @example {
         *       "preflight_id": "pf_01JD7Q2V8K3M4N5P6R7S8T9V0W",
         *       "decision": "ALLOWED_WITH_MASKING",
         *       "summary": "Allowed with masking: 1 email address masked before sending to an AI tool.",
         *       "detected": [
         *         {
         *           "type": "EMAIL",
         *           "count": 1,
         *           "sample": "j*******@e******.com"
         *         }
         *       ],
         *       "masked_content": "Summarise this: contact [EMAIL_1] about the renewal",
         *       "policy_version": "v1-968980f1",
         *       "created_at": "2026-03-15T10:00:00.000Z"
         *     }
         */
        PreflightResult: {
            preflight_id: string;
            /**
             * @description REJECTED only on stored results: the monthly quota refused the check (answered 429).
             * @enum {string}
             */
            decision: "ALLOWED" | "ALLOWED_WITH_MASKING" | "BLOCKED" | "REJECTED";
            summary: string;
            detected: components["schemas"]["Detected"][];
            /** @description Text checks only. A stored result under METADATA retention has null. */
            masked_content?: string | null;
            /** @description File checks only; null when blocked. Under METADATA retention the file is held in memory for 15 minutes only. */
            masked_file_url?: string | null;
            policy_version: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
            /** @description Text checks asked with `explain: true` only: each finding in text order, with the evidence behind its likelihood; never its value, never stored. */
            findings?: components["schemas"]["ExplainedFinding"][];
        };
        Detected: {
            /** @example EMAIL */
            type: string;
            count: number;
            /** @description Partially masked excerpt; null for secrets and under METADATA retention. */
            sample: string | null;
        };
        ExplainedFinding: {
            /** @example SSN */
            type: string;
            /** @example ssn */
            detector: string;
            /** @description UTF-16 offset of its first character in the checked text. */
            start: number;
            /** @description UTF-16 offset after its last character. */
            end: number;
            confidence: number;
            /** @enum {string|null} */
            likelihood: "VERY_UNLIKELY" | "UNLIKELY" | "POSSIBLE" | "LIKELY" | "VERY_LIKELY" | null;
            /** @example BLOCK */
            action: string;
            evidence: components["schemas"]["Evidence"][];
        };
        Evidence: {
            /** @example context-word */
            kind: string;
            /** @description Likelihood levels this evidence moved the finding, up (positive) or down. */
            steps: number;
            /** @example the word "ssn" 5 characters before */
            detail: string;
        };
        /**
         * @example {
         *       "text": "Summarise this: contact jane.doe@example.com about the renewal",
         *       "destination": "AI_TOOL",
         *       "context": {
         *         "destination_region": "us-east-1"
         *       }
         *     }
         */
        TextCheck: {
            text: string;
            /**
             * @description Where the content is headed.
             * @enum {string}
             */
            destination: "AI_TOOL" | "VENDOR" | "CUSTOMER";
            /** @description Must match the key's organization; required with the administrator key. */
            org_id?: string;
            /** @description Must match a policy key; default: the license's default policy group. */
            policy_id?: string;
            context?: components["schemas"]["CheckContext"];
            /** @description With true, the answer lists each finding's place, likelihood and the evidence behind it (never its value); nothing of it is stored. */
            explain?: boolean;
        };
        CheckContext: {
            /** @description EU, a country code or a cloud region; missing counts as non-EU. */
            destination_region?: string;
            scc_verified?: boolean;
        };
        FileCheck: {
            /** Format: binary */
            file: string;
            /**
             * @description Where the content is headed.
             * @enum {string}
             */
            destination: "AI_TOOL" | "VENDOR" | "CUSTOMER";
            /** @description Must match the key's organization; required with the administrator key. */
            org_id?: string;
            /** @description Must match a policy key; default: the license's default policy group. */
            policy_id?: string;
            destination_region?: string;
            /** @enum {string} */
            scc_verified?: "true" | "false";
        };
        AuditList: {
            items: components["schemas"]["AuditItem"][];
            limit: number;
            offset: number;
            total: number;
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AuditItem: {
            preflight_id: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
            destination: string;
            decision: string;
            summary: string;
            policy_version: string;
            policy_name: string;
            org_id: string;
            org_name: string;
        };
        OrganizationAnalytics: {
            org_id: string;
            org_name: string;
            /** @description Checks run: allowed + masked + blocked; quota refusals are counted in rejected. */
            total_checks: number;
            /** @description Bytes of checked content (UTF-8 text or file bytes). */
            bytes_protected: number;
            allowed: number;
            masked: number;
            blocked: number;
            /** @description (allowed + masked) / total_checks × 100, two decimals; 0 without checks. */
            safe_share_rate: number;
            /** @description Findings in checks that were masked or blocked. */
            prevented_exposures: number;
            /** @description Checks refused by the monthly quota (REJECTED); not in total_checks or any other figure. */
            rejected: number;
            /**
             * Format: date
             * @example 2026-01-31
             */
            from_date: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            to_date: string;
        };
        AnalyticsTimeseries: {
            org_id: string;
            /** @enum {string} */
            period: "7d" | "30d" | "90d";
            data: {
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                date: string;
                checks_total: number;
                allowed: number;
                masked: number;
                blocked: number;
                bytes_processed: number;
                /** @description Checks refused by the monthly quota; not in checks_total. */
                rejected: number;
            }[];
        };
        AnalyticsDetections: {
            org_id: string;
            total_detections: number;
            types: {
                type: string;
                label: string;
                count: number;
                /** @description Share of all detections in the period, two decimals. */
                percentage: number;
            }[];
            /**
             * Format: date
             * @example 2026-01-31
             */
            from_date: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            to_date: string;
        };
        PlatformAnalytics: {
            organizations: number;
            /** @description Checks run: allowed + masked + blocked; quota refusals are counted in rejected. */
            total_checks: number;
            /** @description Bytes of checked content (UTF-8 text or file bytes). */
            bytes_protected: number;
            allowed: number;
            masked: number;
            blocked: number;
            /** @description (allowed + masked) / total_checks × 100, two decimals; 0 without checks. */
            safe_share_rate: number;
            /** @description Findings in checks that were masked or blocked. */
            prevented_exposures: number;
            /** @description Checks refused by the monthly quota (REJECTED); not in total_checks or any other figure. */
            rejected: number;
            /**
             * Format: date
             * @example 2026-01-31
             */
            from_date: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            to_date: string;
        };
        ForwardingDestination: {
            destination_id: string;
            org_id: string;
            /** @example https://logs.example.com/ingest */
            url: string;
            auth_header_name: string | null;
            /** @description True when a credential is stored; the value is never returned. */
            auth_header_configured: boolean;
            /**
             * @description The log system the destination was set up for; the dashboard puts its scheme word (e.g. `Splunk `) before a rotated credential.
             * @enum {string|null}
             */
            preset: "splunk-hec" | "elastic" | "datadog" | "sentinel" | "sumo-logic" | "cribl" | "generic" | null;
            enabled: boolean;
            /**
             * @description Active: delivered within the last 24 hours. Idle: enabled, nothing recent. Failing: the last delivery or test failed. Disabled: not forwarding.
             * @enum {string}
             */
            status: "Active" | "Idle" | "Failing" | "Disabled";
            /** @description The last delivery error while the destination is failing. */
            last_error: string | null;
            deliveries: components["schemas"]["ForwardingDeliveries"];
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            updated_at: string;
        };
        ForwardingDeliveries: {
            /** @description Events delivered since the destination was added (test events not counted). */
            delivered: number;
            /** @description Events waiting, including those between retries. */
            queued: number;
            /** @description Events that failed three deliveries and wait for a replay. */
            dead_lettered: number;
            /**
             * Format: date-time
             * @description The last delivery or test event the receiver accepted.
             * @example 2026-01-31T12:00:00.000Z
             */
            last_success_at: string | null;
        };
        CreateForwardingDestination: {
            /** @description HTTPS URL receiving the events. */
            url: string;
            /** @example Authorization */
            auth_header_name?: string;
            /** @description Write-only; stored encrypted (AES-256-GCM). */
            auth_header_value?: string;
            /**
             * @description The log system the destination was set up for; the dashboard puts its scheme word (e.g. `Splunk `) before a rotated credential.
             * @enum {string}
             */
            preset?: "splunk-hec" | "elastic" | "datadog" | "sentinel" | "sumo-logic" | "cribl" | "generic";
            /** @description Default true. false saves the destination without forwarding live events (as "Save and test" does). */
            enabled?: boolean;
        };
        UpdateForwardingDestination: {
            /** @description A new HTTPS URL, checked like a new destination's. */
            url?: string;
            /**
             * @description The log system the destination was set up for; the dashboard puts its scheme word (e.g. `Splunk `) before a rotated credential.
             * @enum {string|null}
             */
            preset?: "splunk-hec" | "elastic" | "datadog" | "sentinel" | "sumo-logic" | "cribl" | "generic" | null;
            enabled?: boolean;
            auth_header_name?: string;
            /** @description A new value rotates the credential; an empty string removes it. */
            auth_header_value?: string;
        };
        ForwardingTestResult: {
            ok: boolean;
            /** @description The receiver's HTTP status; 0 when no HTTP answer arrived. */
            status_code: number;
            /** @description What went wrong and what to check; null when ok. */
            error: string | null;
        };
        ForwardingDeadLetterPage: {
            items: components["schemas"]["ForwardingDeadLetter"][];
            limit: number;
            offset: number;
            total: number;
        };
        ForwardingDeadLetter: {
            job_id: number;
            event_id: string;
            attempts: number;
            last_error: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            failed_at: string;
        };
        ForwardingReplayResult: {
            replayed: number;
        };
        LicenseList: {
            items: components["schemas"]["License"][];
        };
        License: {
            license_id: string;
            org_id: string;
            /** @description First characters of the key, to recognise it; the key itself is shown once. */
            key_prefix: string;
            /** @enum {string} */
            license_type: "trial" | "standard" | "enterprise";
            /** @enum {string} */
            status: "active" | "revoked" | "expired";
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            expires_at: string;
            max_checks_per_month: number | null;
            /** @description Checks counted in the current UTC month. */
            checks_this_month: number;
            /** @description policy_id of the license's default policy group. */
            default_policy_group: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            updated_at: string;
        };
        CreatedLicense: components["schemas"]["License"] & {
            /** @description Shown only in this response. */
            license_key: string;
            default_policy: {
                policy_id: string;
                name: string;
                policy_version: string;
                /** @description The default policy group's key for X-Service-API-Key; shown only here. */
                api_key: string;
            };
        };
        /**
         * @example {
         *       "license_type": "standard",
         *       "expires_at": "2027-03-15T00:00:00.000Z"
         *     }
         */
        CreateLicense: {
            /**
             * @default trial
             * @enum {string}
             */
            license_type: "trial" | "standard" | "enterprise";
            /**
             * Format: date-time
             * @example 2027-01-31T00:00:00Z
             */
            expires_at?: string;
            /** @description Checks a month; null is unlimited. Default: trial 1,000, standard 50,000, enterprise unlimited. */
            max_checks_per_month?: number | null;
        };
        ChangeLicense: {
            /** @enum {string} */
            license_type?: "trial" | "standard" | "enterprise";
            /**
             * Format: date-time
             * @example 2027-01-31T00:00:00Z
             */
            expires_at?: string;
            /** @description Checks a month; null is unlimited. Default: trial 1,000, standard 50,000, enterprise unlimited. */
            max_checks_per_month?: number | null;
        };
        SigningKey: {
            kid: string;
            /** @enum {string} */
            algorithm: "RS256";
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            created_at: string;
        };
        LicenseValidation: {
            /**
             * @description Always true on 200; every refusal is an error body whose details carry valid: false.
             * @enum {boolean}
             */
            valid: true;
            /**
             * Format: date-time
             * @description When the license expires.
             * @example 2026-01-31T12:00:00.000Z
             */
            expires: string;
            org_id: string;
            license_id: string;
            /** @enum {string} */
            license_type: "trial" | "standard" | "enterprise";
            /** @description Version of the default policy group; fetch again when it changes. */
            policy_version: string;
            /** @description The default policy group's rules and settings, as @preflight/core parses them, to run the same checks locally. */
            policy_config: {
                [key: string]: unknown;
            };
            /** @description policy_id of every active policy group of the license. */
            policy_groups: string[];
            default_policy_group: string;
            /** @description RS256 token (header kid) with iss (base URL), sub (org_id), license_id, license_type, policy_version, iat and exp; verify with /.well-known/jwks.json or /v1/license/public-key. */
            jwt_token: string;
            /**
             * Format: date-time
             * @description The token's exp: a day after issue at most, never after the license expires.
             * @example 2026-01-31T12:00:00.000Z
             */
            jwt_expires_at: string;
        };
        Jwks: {
            keys: components["schemas"]["Jwk"][];
        };
        Jwk: {
            /** @enum {string} */
            kty: "RSA";
            n: string;
            e: string;
            kid: string;
            /** @enum {string} */
            alg: "RS256";
            /** @enum {string} */
            use: "sig";
        };
        ReportedEventOutcome: {
            accepted: string[];
            /** @description Already recorded; not counted again. */
            duplicates: string[];
            /** @description Always empty on 200; see the 429 answer. */
            rejected: string[];
        };
        /**
         * @example {
         *       "events": [
         *         {
         *           "event_id": "evt-7f3a9c",
         *           "timestamp": "2026-03-15T09:30:00Z",
         *           "decision": "ALLOWED_WITH_MASKING",
         *           "destination": "AI_TOOL",
         *           "source_type": "SDK",
         *           "input_type": "text",
         *           "input_size_bytes": 1200,
         *           "finding_counts_by_type": {
         *             "EMAIL": 2
         *           }
         *         }
         *       ]
         *     }
         */
        ReportedEventBatch: {
            events: components["schemas"]["ReportedEvent"][];
        };
        ReportedEvent: {
            /** @description Deduplication key: a retried event is recorded and counted once. */
            event_id: string;
            /**
             * Format: date-time
             * @description When the decision was made; within the last 30 days.
             */
            timestamp: string;
            /** @enum {string} */
            decision: "ALLOWED" | "ALLOWED_WITH_MASKING" | "BLOCKED";
            /** @enum {string} */
            destination: "AI_TOOL" | "VENDOR" | "CUSTOMER";
            /**
             * @default SDK
             * @enum {string}
             */
            source_type: "API" | "SDK" | "BROWSER_EXTENSION" | "DESKTOP_AGENT";
            /** @description An active policy group of the license; default: its default group. */
            policy_id?: string;
            policy_version?: string;
            /** @description Refused (422) when it contains anything a detector finds. */
            summary?: string;
            /**
             * @default text
             * @enum {string}
             */
            input_type: "text" | "file";
            input_size_bytes: number;
            /**
             * @description Detected types of the built-in detectors or of the policy's custom detectors; any other name is refused (422).
             * @example {
             *       "EMAIL": 2,
             *       "SSN": 1
             *     }
             */
            finding_counts_by_type?: {
                [key: string]: number;
            };
            /**
             * @description The reporting user or device: a pseudonymous id, or the user's e-mail address where the administrator chose to name users by it (identity metadata, stored and forwarded as service.actor_id); default: the license id. Refused (422) when a detector finds anything in it, or, for an e-mail address, in its local part or domain on their own (a key, a card number).
             * @example jane.roe@example.com
             */
            actor_id?: string;
        };
        FalsePositiveRecorded: {
            report_id: string;
            /** @description false: this report id was recorded before; nothing changed. */
            recorded: boolean;
        };
        /**
         * @example {
         *       "report_id": "fp-3c1d9a",
         *       "reported_at": "2026-03-15T09:31:00Z",
         *       "decision": "BLOCKED",
         *       "source_type": "BROWSER_EXTENSION",
         *       "finding_counts_by_type": {
         *         "AWS_ACCESS_KEY": 1
         *       },
         *       "note": "This is the documentation example key"
         *     }
         */
        FalsePositiveReport: {
            /** @description The client's id for the report: a retried report is stored once. */
            report_id: string;
            /**
             * Format: date-time
             * @description When the user reported it; within the last 30 days.
             */
            reported_at: string;
            /**
             * @description The decision the user holds to be wrong.
             * @enum {string}
             */
            decision: "ALLOWED" | "ALLOWED_WITH_MASKING" | "BLOCKED";
            /**
             * @default SDK
             * @enum {string}
             */
            source_type: "API" | "SDK" | "BROWSER_EXTENSION" | "DESKTOP_AGENT";
            /** @description An active policy group of the license; default: its default group. */
            policy_id?: string;
            /** @description The version the decision was made with; default: the group's current one. */
            policy_version?: string;
            /**
             * @description What the decision found, type to count; types of the built-in detectors or of the policy's custom detectors only.
             * @example {
             *       "EMAIL": 2,
             *       "SSN": 1
             *     }
             */
            finding_counts_by_type?: {
                [key: string]: number;
            };
            /** @description Who reported it, as in reported audit events (a pseudonymous id or an e-mail address); default: the license id. */
            actor_id?: string;
            /** @description The user's words on why the decision is wrong. Refused (422) when a detector finds anything in it: describe, never quote, the value. */
            note?: string;
        };
        FalsePositiveList: {
            items: components["schemas"]["FalsePositive"][];
            limit: number;
            offset: number;
            total: number;
        };
        FalsePositive: {
            /** @description The server's id for the report (from the organization and the client's report id). */
            report_id: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            reported_at: string;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00.000Z
             */
            received_at: string;
            /** @enum {string} */
            decision: "ALLOWED" | "ALLOWED_WITH_MASKING" | "BLOCKED";
            policy_id: string;
            policy_version: string;
            source_type: string;
            actor_id: string;
            finding_counts_by_type: {
                [key: string]: number;
            };
            note: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format 0.0.4 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    listOrgs: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of organizations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationList"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganization"];
            };
        };
        responses: {
            /** @description Created; license and policy keys are shown once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedOrganization"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with existing state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrganization"];
            };
        };
        responses: {
            /** @description The updated organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPolicies: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of policies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyList"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePolicy"];
            };
        };
        responses: {
            /** @description The policy with its api_key */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                policy_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                policy_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with existing state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                policy_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePolicy"];
            };
        };
        responses: {
            /** @description The updated policy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regeneratePolicyKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                policy_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy with its new api_key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listManagementKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ManagementKey"][];
                    };
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createManagementKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateManagementKey"];
            };
        };
        responses: {
            /** @description The key with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementKey"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteManagementKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TextCheck"];
            };
        };
        responses: {
            /** @description Decision, detected types and masked content */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreflightResult"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many large checks waiting for a worker thread; see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileCheck"];
            };
        };
        responses: {
            /** @description Decision, detected types and a link to the masked file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreflightResult"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported file type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many large checks waiting for a worker thread; see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                preflight_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreflightResult"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMaskedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                preflight_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The masked file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                /** @description Organization id or slug (administrator); a management key always sees its own. */
                org_id?: string;
                /** @description Case-insensitive substring of summary, destination, decision or policy name. */
                search?: string;
                /** @description Inclusive: a date means from its start (UTC). */
                from?: string;
                /** @description Inclusive: a date means up to its end (UTC). */
                to?: string;
                /** @description Only checks with this decision. */
                decision?: "BLOCKED" | "ALLOWED_WITH_MASKING" | "ALLOWED" | "REJECTED";
                /** @description Only checks headed to this destination. */
                destination?: "AI_TOOL" | "VENDOR" | "CUSTOMER";
                /** @description Only checks that found this type (e.g. EMAIL, AWS_ACCESS_KEY). */
                type?: string;
                /** @description Only checks from this source (API, or reported by an SDK, browser extension or desktop agent). */
                source?: "API" | "SDK" | "BROWSER_EXTENSION" | "DESKTOP_AGENT";
                /** @description Keyset paging: the next_cursor of the previous page; the page starts after its last row. Not with offset. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @description Organization id or slug (administrator); a management key always sees its own. */
                org_id?: string;
                /** @description Case-insensitive substring of summary, destination, decision or policy name. */
                search?: string;
                /** @description Inclusive: a date means from its start (UTC). */
                from?: string;
                /** @description Inclusive: a date means up to its end (UTC). */
                to?: string;
                /** @description Only checks with this decision. */
                decision?: "BLOCKED" | "ALLOWED_WITH_MASKING" | "ALLOWED" | "REJECTED";
                /** @description Only checks headed to this destination. */
                destination?: "AI_TOOL" | "VENDOR" | "CUSTOMER";
                /** @description Only checks that found this type (e.g. EMAIL, AWS_ACCESS_KEY). */
                type?: string;
                /** @description Only checks from this source (API, or reported by an SDK, browser extension or desktop agent). */
                source?: "API" | "SDK" | "BROWSER_EXTENSION" | "DESKTOP_AGENT";
                /** @description csv (default) or json (an array). */
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header line, or a JSON array; no content, masked content or samples */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": {
                        [key: string]: unknown;
                    }[];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrgAnalytics: {
        parameters: {
            query?: {
                /** @description Whole UTC days ending today. */
                period?: "7d" | "30d" | "90d";
            };
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationAnalytics"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrgAnalyticsTimeseries: {
        parameters: {
            query?: {
                /** @description Whole UTC days ending today. */
                period?: "7d" | "30d" | "90d";
            };
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsTimeseries"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrgDetections: {
        parameters: {
            query?: {
                /** @description Whole UTC days ending today. */
                period?: "7d" | "30d" | "90d";
            };
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Breakdown */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsDetections"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                /** @description Whole UTC days ending today. */
                period?: "7d" | "30d" | "90d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformAnalytics"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listForwardingDestinations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destinations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ForwardingDestination"][];
                    };
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createForwardingDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateForwardingDestination"];
            };
        };
        responses: {
            /** @description The destination */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingDestination"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getForwardingDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destination */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingDestination"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteForwardingDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateForwardingDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateForwardingDestination"];
            };
        };
        responses: {
            /** @description The destination */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingDestination"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testForwardingDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome of the test delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingTestResult"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeadLetters: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dead-lettered events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingDeadLetterPage"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replayDeadLetters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many events were queued again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingReplayResult"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLicenses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licenses, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseList"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createLicense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLicense"];
            };
        };
        responses: {
            /** @description The license with its key */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedLicense"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLicense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                license_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeLicense"];
            };
        };
        responses: {
            /** @description The changed license */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with existing state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeLicense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                license_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (also when it already was) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new active key */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKey"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The license is valid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseValidation"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLicensePublicKey: {
        parameters: {
            query?: {
                /** @description A published key's id (token header kid); default: the active key. */
                kid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PEM; the X-Key-Id header names its kid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-pem-file": string;
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
        };
    };
    reportAuditEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportedEventBatch"];
            };
        };
        responses: {
            /** @description Every event recorded or already known */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportedEventOutcome"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportFalsePositive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FalsePositiveReport"];
            };
        };
        responses: {
            /** @description Recorded, or recorded before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FalsePositiveRecorded"];
                };
            };
            /** @description Malformed JSON or multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFalsePositives: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path: {
                /** @description Organization id or slug */
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FalsePositiveList"];
                };
            };
            /** @description Missing or unknown credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Credential not allowed here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, or not visible to this credential */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Schema or semantic validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit or monthly quota exceeded; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
