// Passwords (scrypt: memory-hard, random salt, timing-safe comparison) and session tokens.
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** 2^15 x 8 x 128 bytes = 32 MiB per hash, about 0.1 s. */
export const DEFAULT_SCRYPT: ScryptCost = { N: 1 << 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** "scrypt$N$r$p$salt$key", salt and key in base64url. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  const key = await derive(password, salt, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password hash nobody has, to spend the same time on unknown names. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(cost: ScryptCost = DEFAULT_SCRYPT): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"), cost);
  return dummyHash;
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A random id in a URL-safe alphabet without look-alike characters. */
export function randomId(length = 12): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"; // 32 letters: no bias
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[bytes[i]! & 31];
  return out;
}
