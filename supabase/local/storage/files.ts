import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/** The longest object name hosted Storage accepts. */
const MAX_KEY_LENGTH = 1024;
/** Hosted Storage's key alphabet (letters, digits, `_ / ! - . * ' ( ) space & $ @ = ; : + , ?`). */
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;

/**
 * A valid object name: relative (no leading `/`), no `.` or `..` segment, no empty segment, hosted's
 * alphabet only. Anything else never reaches the disk: `../` would step out of the bucket's folder.
 */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH || !KEY_CHARS.test(key)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

export const isValidBucketName = (name: string): boolean =>
  /^[\w!\-.*'() &$@=;:+,?]+$/.test(name) && name !== '.' && name !== '..';

/** Objects' bytes on disk: `<root>/<bucket>/<name>`, written to a temporary file and renamed. */
export class FileStore {
  constructor(readonly root: string) {}

  private pathOf(bucket: string, key: string): string {
    const p = resolve(this.root, bucket, key);
    // Keys are validated before; this is the last guard against leaving the root.
    if (!p.startsWith(resolve(this.root) + sep))
      throw new Error(`storage: ${bucket}/${key} is outside the root`);
    return p;
  }

  async write(bucket: string, key: string, bytes: Buffer): Promise<void> {
    const p = this.pathOf(bucket, key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = join(dirname(p), `.${randomUUID()}.tmp`);
    await writeFile(tmp, bytes);
    await rename(tmp, p);
  }

  async read(bucket: string, key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(bucket, key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  async move(fromBucket: string, from: string, toBucket: string, to: string): Promise<void> {
    const target = this.pathOf(toBucket, to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.pathOf(fromBucket, from), target);
  }
}
