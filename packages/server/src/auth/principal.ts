/** Who is calling, resolved from the presented key. `actorId` names the key, never holds it. */
export type Principal =
  | { kind: 'administrator'; actorId: string }
  | { kind: 'management'; orgId: string; keyId: string; actorId: string }
  | { kind: 'policy'; orgId: string; policyId: string; actorId: string }
  | { kind: 'license'; orgId: string; licenseId: string; actorId: string };

export type PrincipalKind = Principal['kind'];
