/**
 * The UTF-8 bytes of a text: ASCII as it is, other characters encoded (a lone surrogate as U+FFFD, as TextEncoder
 * writes it).
 */
function utf8Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 3);
  let length = 0;
  for (let index = 0; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    if (code < 0x80) {
      bytes[length++] = code;
      continue;
    }
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      code = 0xfffd;
    }
    if (code < 0x800) {
      bytes[length++] = 0xc0 | (code >> 6);
    } else if (code < 0x10000) {
      bytes[length++] = 0xe0 | (code >> 12);
      bytes[length++] = 0x80 | ((code >> 6) & 0x3f);
    } else {
      bytes[length++] = 0xf0 | (code >> 18);
      bytes[length++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[length++] = 0x80 | ((code >> 6) & 0x3f);
    }
    bytes[length++] = 0x80 | (code & 0x3f);
  }
  return bytes.subarray(0, length);
}

/**
 * The 64-bit FNV-1a hash of a text's UTF-8 bytes (Fowler, Noll and Vo), as 16 hex digits: "" → cbf29ce484222325,
 * "foobar" → 85944171f73967e8. Pure and the same on every JavaScript engine: the hash is kept in four 16-bit limbs and
 * the product with the prime 2^40 + 0x1b3 is taken limb by limb, every partial sum far below 2^31, so no BigInt and no
 * rounding.
 */
export function fnv1a64(text: string): string {
  // The offset basis 0xcbf29ce484222325, least significant limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  const bytes = utf8Bytes(text);
  for (let index = 0; index < bytes.length; index += 1) {
    h0 ^= bytes[index] ?? 0;
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + h0 * 0x100 + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + h1 * 0x100 + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}
