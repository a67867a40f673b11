import type { NameRule } from '../../types.js';
import { meetsRule, type NameReading } from '../../validators/secret-names.js';

/**
 * The `names` rules of a plan's `assignment` detectors, indexed so that an assigned name is
 * offered only to the detectors whose rule it can meet: those asking for any password or secret,
 * and those whose service words it holds. A name is then judged a few times, not once per detector.
 */
export class AssignmentRules {
  private readonly password: number[] = [];
  private readonly secret: number[] = [];
  private readonly byService = new Map<string, number[]>();
  private readonly rules: (NameRule | undefined)[] = [];
  /** By detector, the call that last offered it a name, so a name with two of its service words is offered once. */
  private readonly offered: number[] = [];
  private call = 0;

  constructor(rules: ReadonlyArray<{ readonly order: number; readonly rule: NameRule }>) {
    for (const { order, rule } of rules) {
      this.rules[order] = rule;
      this.offered[order] = 0;
      if (rule.services !== undefined) {
        for (const word of rule.services) this.byService.set(word, [...(this.byService.get(word) ?? []), order]);
        continue;
      }
      if (rule.says !== 'secret') this.password.push(order);
      if (rule.says !== 'password') this.secret.push(order);
    }
  }

  /** Calls `accept` with the order of each detector whose rule `reading` meets. */
  forEach(reading: NameReading, accept: (order: number) => void): void {
    const call = ++this.call;
    if (reading.password) for (const order of this.password) accept(order);
    if (reading.secret) for (const order of this.secret) accept(order);
    for (const word of reading.words) {
      const orders = this.byService.get(word);
      if (orders === undefined) continue;
      for (const order of orders) {
        if (this.offered[order] === call) continue;
        this.offered[order] = call;
        if (meetsRule(reading, this.rules[order] as NameRule)) accept(order);
      }
    }
  }
}
