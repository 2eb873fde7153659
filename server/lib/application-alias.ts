/**
 * The stable alias of an application on a name-blind job ("Candidate 7F3K"): its id through a
 * bijection of 20 bits (4 Crockford base-32 characters; 35 bits, 7 characters, past a million
 * applications), so that two applications never share one and a scorer cannot read the order of
 * arrival from it. It hides nothing the id does not (ids are in the URLs); it is a label to talk about.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encode(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/** (x × odd multiplier) mod 2^bits, then xor: a permutation of [0, 2^bits). */
function scramble(id: number, bits: number): number {
  const size = 2 ** bits;
  const product = BigInt(id) * 738_919n;
  const mixed = Number(product % BigInt(size));
  return (mixed ^ 0x5a3c9) % size;
}

export function aliasOf(applicationId: number): string {
  const short = applicationId < 2 ** 20;
  const bits = short ? 20 : 35;
  return `Candidate ${encode(scramble(applicationId, bits), short ? 4 : 7)}`;
}
