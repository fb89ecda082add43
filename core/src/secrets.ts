import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where the key generated on first start is kept when SERVICE_SECRET_KEY is not set. */
export function secretKeyFile(dataDir: string): string {
  return join(resolve(dataDir), 'secret.key');
}

/**
 * Encryption at rest and signing, from one operator-held secret. Each purpose gets its own derived key, so a
 * key used to sign cookies can never decrypt a stored credential.
 */
export class SecretBox {
  private readonly master: Buffer;
  /** Derived keys by purpose and length, each derived once rather than on every seal, unseal and signature. */
  private readonly derived = new Map<string, Buffer>();

  constructor(secret: string) {
    this.master = Buffer.from(secret, 'utf8');
  }

  /** Loads `secret_key` or the key generated into the data directory on first start. */
  static fromConfig(secretKey: string | undefined, dataDir: string): SecretBox {
    const existing = SecretBox.existing(secretKey, dataDir);
    if (existing) return existing;
    const file = secretKeyFile(dataDir);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    return new SecretBox(readFileSync(file, 'utf8').trim());
  }

  /** The key `fromConfig` would load, or null where it would generate one (a restore checks before it writes). */
  static existing(secretKey: string | undefined, dataDir: string): SecretBox | null {
    if (secretKey) return new SecretBox(secretKey);
    const file = secretKeyFile(dataDir);
    return existsSync(file) ? new SecretBox(readFileSync(file, 'utf8').trim()) : null;
  }

  /** The key for `purpose`, a copy the caller may keep or change. */
  key(purpose: string, length = 32): Buffer {
    return Buffer.from(this.derivedKey(purpose, length));
  }

  private derivedKey(purpose: string, length = 32): Buffer {
    const id = `${length}:${purpose}`;
    let key = this.derived.get(id);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.master, Buffer.alloc(0), `portcullis:${purpose}`, length));
      this.derived.set(id, key);
    }
    return key;
  }

  /** AES-256-GCM; the result is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  encrypt(purpose: string, plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.derivedKey(`encrypt:${purpose}`), iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  decrypt(purpose: string, sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.derivedKey(`encrypt:${purpose}`), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  sign(purpose: string, data: string): string {
    return createHmac('sha256', this.derivedKey(`sign:${purpose}`))
      .update(data)
      .digest('base64url');
  }

  verify(purpose: string, data: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(purpose, data));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
