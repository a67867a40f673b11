/** Base64 for tables shipped inside the package, with the runtime's own `atob` and `btoa` (Node and browsers alike). */

export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  // A plain loop: `Uint8Array.from` with a mapping function costs milliseconds in a fresh process.
  const bytes = new Uint8Array(binary.length);
  for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k);
  return bytes;
}

export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let k = 0; k < bytes.length; k++) binary += String.fromCharCode(bytes[k]);
  return btoa(binary);
}
