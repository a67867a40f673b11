import { describe, expect, it } from 'vitest';
import { mask, scan, unmask } from '@preflight/core';

describe('masking person names and addresses', () => {
  it('masks a name and an address as [PERSON_1] and [ADDRESS_1]', () => {
    const text = 'Please summarise the complaint from Hans Müller, Hauptstraße 12, 10115 Berlin';
    const { text: masked, vault } = mask(text, scan(text));
    expect(masked).toBe('Please summarise the complaint from [PERSON_1], [ADDRESS_1]');
    expect(vault).toEqual({ '[PERSON_1]': 'Hans Müller', '[ADDRESS_1]': 'Hauptstraße 12, 10115 Berlin' });
  });

  it('gives a later mention by surname or given name the full name’s placeholder', () => {
    const text = 'Hans Müller called about Anna Schmidt. Later Herr Müller wrote again, and Hans asked for Anna.';
    const { text: masked, vault } = mask(text, scan(text));
    expect(masked).toBe('[PERSON_1] called about [PERSON_2]. Later Herr [PERSON_1] wrote again, and [PERSON_1] asked for [PERSON_2].');
    expect(vault['[PERSON_1]']).toBe('Hans Müller');
    expect(unmask('Tell [PERSON_1] that [PERSON_2] agreed.', vault)).toBe('Tell Hans Müller that Anna Schmidt agreed.');
  });

  it('keeps a mention before any full name, or of two people sharing it, apart from an unrelated name', () => {
    const text = 'Müller phoned. Hans Müller and Eva Braun met; Eva left.';
    const { text: masked } = mask(text, scan(text));
    expect(masked).toBe('[PERSON_1] phoned. [PERSON_2] and [PERSON_3] met; [PERSON_3] left.');
  });

  it('keeps the hash style’s mention tokens equal to the full name’s', () => {
    const text = 'Hans Müller wrote. Then Müller called.';
    const { text: masked } = mask(text, scan(text), { style: 'hash', key: 'test-key' });
    const tokens = masked.match(/\[PERSON:[0-9a-f]{12}\]/gu) ?? [];
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
  });
});
