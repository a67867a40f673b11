/** Files read and checked as text; anything else the extension cannot look into. */
const TEXT_TYPES = /^(text\/|application\/(json|csv|x-ndjson|xml|x-yaml|yaml)$)/;
const TEXT_EXTENSIONS = /\.(txt|csv|tsv|json|ndjson|md|log|xml|ya?ml)$/i;

/** Larger text files are not read in the page; the policy for unchecked files applies. */
export const MAX_TEXT_FILE_BYTES = 2 * 1024 * 1024;

export function isCheckableText(file: File): boolean {
  return file.size <= MAX_TEXT_FILE_BYTES && (TEXT_TYPES.test(file.type) || TEXT_EXTENSIONS.test(file.name));
}

/** A short description of a file for the notice: its extension or type, never its name's other parts. */
export function fileKind(file: File): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1];
  return extension ? `.${extension.toLowerCase()}` : file.type || 'unknown type';
}
