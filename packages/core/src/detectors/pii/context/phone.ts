import type { ContextRule } from '../../../types.js';

/** Shared by the two phone detectors, so both report the same type the same way. */
export const PHONE_LABEL = { one: 'phone number', other: 'phone numbers' } as const;

export const PHONE_CONTEXT: ContextRule = Object.freeze({
  words: ['phone', 'tel', 'telephone', 'mobile', 'cell', 'call', 'fax', 'contact', 'sms', 'whatsapp', 'telefon', 'téléphone', 'τηλέφωνο', 'τηλ', 'κινητό', 'телефон', 'тел', 'мобилен'],
  window: 40,
  required: false,
});
