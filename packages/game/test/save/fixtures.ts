// The save fixtures (fixtures/saves/README.md) as bytes. The game package has no Node APIs,
// so vitest inlines each file as a base64 data URL and this decodes it.
declare global {
  interface ImportMeta {
    /** Vite (vitest) inlines matching files at build time. */
    glob<T>(
      pattern: string,
      options: { eager: true; import: 'default'; query: string },
    ): Record<string, T>;
  }
}

const files = import.meta.glob<string>('../fixtures/saves/*.jkr', {
  eager: true,
  import: 'default',
  query: '?url&inline',
});

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeBase64(text: string): Uint8Array {
  const digits = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((digits.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const digit of digits) {
    buffer = (buffer << 6) | BASE64.indexOf(digit);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

export function readFixture(name: string): Uint8Array {
  const url = files[`../fixtures/saves/${name}`];
  if (url === undefined) throw new Error(`no fixture ${name}`);
  return decodeBase64(url.slice(url.indexOf(',') + 1));
}
