import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'

/**
 * Object bytes on disk beside the database: `<dataDir>/storage/<bucket>/<name>`. A new version is
 * written to a temporary file first and renamed into place, so a reader never sees half a file and
 * a failed upload leaves the previous version. Names are validated (object-path.ts) and every path
 * is checked to stay under the root anyway.
 */
export class FileStore {
  private readonly root: string
  private readonly uploads: string

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'storage')
    // Beside the root (not inside, where a bucket could share its name) and on the same disk,
    // so the final rename is atomic.
    this.uploads = resolve(dataDir, 'storage-uploads')
  }

  pathOf(bucket: string, name: string): string {
    const path = resolve(this.root, bucket, ...name.split('/'))
    const inside = relative(this.root, path)
    if (inside === '' || inside.startsWith('..') || inside.split(sep).length < 2) throw new Error(`object path escapes the storage folder: ${bucket}/${name}`)
    return path
  }

  /** Writes the bytes to a temporary file and returns its path (see commit / discard). */
  async stage(bytes: Buffer): Promise<string> {
    await mkdir(this.uploads, { recursive: true })
    const path = join(this.uploads, randomUUID())
    await writeFile(path, bytes)
    return path
  }

  async commit(staged: string, bucket: string, name: string): Promise<void> {
    const target = this.pathOf(bucket, name)
    await mkdir(dirname(target), { recursive: true })
    await rename(staged, target)
  }

  async discard(staged: string): Promise<void> {
    await rm(staged, { force: true })
  }

  async read(bucket: string, name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(bucket, name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined
      throw error
    }
  }

  async remove(bucket: string, name: string): Promise<void> {
    try {
      await unlink(this.pathOf(bucket, name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}
