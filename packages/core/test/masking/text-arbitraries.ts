import fc from 'fast-check';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const localChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_%+-');

/** Plausible addresses on reserved example domains; the scanner decides which count. */
export const emailArb = fc
  .tuple(
    fc.string({ unit: localChar, minLength: 1, maxLength: 12 }),
    fc.option(fc.string({ unit: localChar, minLength: 1, maxLength: 6 }), { nil: undefined }),
    fc.string({ unit: lower, minLength: 1, maxLength: 10 }),
    fc.constantFrom('example.com', 'example.org', 'example.net', 'mail.example.co.uk'),
  )
  .map(([local, extra, sub, domain]) => `${local}${extra ? `.${extra}` : ''}@${sub}.${domain}`);

const filler = fc.constantFrom(
  'please', 'review', 'the', 'draft', 'and', 'reply', 'to', 'thanks', 'meeting', 'notes',
  ',', '.', ';', ':', '(', ')', '"', '\n', '[', ']', '[EMAIL_1]', '[EMAIL_2]', 'mail', 'contact', 'email:',
);

const separator = fc.constantFrom(' ', '  ', '\n', ', ', ' (', ') ', ' <', '> ', ' [', '] ');

/** Prose with email addresses, punctuation and placeholder look-alikes mixed in. */
export const proseWithEmailsArb = fc
  .array(fc.oneof({ weight: 3, arbitrary: filler }, { weight: 2, arbitrary: emailArb }, { weight: 1, arbitrary: separator }), {
    maxLength: 40,
  })
  .map((parts) => parts.join(' '));
