import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { appSecrets } from '../../db/schema.js';

/**
 * The references' answers at rest: AES-256-GCM in the application, so the database (its files,
 * backups, a read replica) holds no answer text. The key is REFERENCES_KEY; without it, one is
 * generated on first start and kept in the database (JWT_SECRET's pattern, for development).
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url; the version names the key scheme.
 */
export class AnswerCipher {
  private constructor(private readonly key: Buffer) {}

  static async load(db: Database, configured: string): Promise<AnswerCipher> {
    if (configured) return new AnswerCipher(Buffer.from(configured, 'base64'));
    await db.insert(appSecrets).values({ name: 'references', value: randomBytes(32).toString('base64') }).onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'references'));
    return new AnswerCipher(Buffer.from(row!.value, 'base64'));
  }

  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open<T>(sealed: string): T {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')) as T;
  }
}
