import { afterEach, describe, expect, it } from 'vitest'
import { Ajv, type ErrorObject } from 'ajv'
import { JOURNAL_COLLECTIONS } from '../../../src/db/collections'
import { BACKUP_COLLECTIONS, checkDocument, type JsonSchemaNode } from '../../../src/domain/backup'
import { fillJournal } from './support/fill-journal'
import { openTestJournal, removeTestJournals } from './support/test-journal'

/**
 * The backup's and restore-on-read's document checker (src/domain/backup/check-document.ts) against
 * ajv, the JSON Schema validator RxDB itself uses: the same verdict on every stored document of a
 * journal with something in every backed-up collection, and on each of them broken one rule at a time, with the rule and place ajv names.
 * The checker stays hand-written because it runs on every read of the journal's first screen,
 * where ajv (compiled with `new Function`, about 35 kB gzip) would not belong.
 */

afterEach(removeTestJournals)

type Json = Record<string, unknown>
interface Breakage {
  readonly what: string
  readonly document: Json
}

/** Every way to break one rule of `schema` at `path` in `document` (a copy each). */
function breakages(document: Json, schema: JsonSchemaNode): Breakage[] {
  const out: Breakage[] = []
  const at = (path: string[], change: (parent: Json, key: string) => void, what: string) => {
    const copy = structuredClone(document)
    let parent = copy
    for (const key of path.slice(0, -1)) parent = parent[key] as Json
    change(parent, path.at(-1)!)
    out.push({ what: `${path.join('.')}: ${what}`, document: copy })
  }
  const walk = (node: JsonSchemaNode, value: unknown, path: string[]) => {
    if (path.length > 0) {
      const types = node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : node.type
      if (types.length > 0) at(path, (parent, key) => (parent[key] = types.includes('string') ? 42 : 'text'), 'wrong type')
      if (node.enum) at(path, (parent, key) => (parent[key] = 'not-one-of-them'), 'not in enum')
      if (node.maxLength !== undefined) at(path, (parent, key) => (parent[key] = 'x'.repeat(node.maxLength! + 1)), 'too long')
      if (node.minLength !== undefined && node.minLength > 0) at(path, (parent, key) => (parent[key] = ''), 'too short')
      if (node.pattern !== undefined) for (const text of ['', ' 1', '1,5', 'é', '\n']) at(path, (parent, key) => (parent[key] = text), `pattern ${JSON.stringify(text)}`)
      if (node.minimum !== undefined) at(path, (parent, key) => (parent[key] = node.minimum! - 0.5), 'below minimum')
      if (node.maximum !== undefined) at(path, (parent, key) => (parent[key] = node.maximum! + 0.5), 'above maximum')
      if (types.includes('integer')) at(path, (parent, key) => (parent[key] = 1.5), 'a fraction')
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of node.required ?? []) at([...path, key], (parent, name) => delete parent[name], 'missing')
      if (node.additionalProperties === false) at([...path, 'unexpected_field'], (parent, key) => (parent[key] = 1), 'unknown field')
      for (const [key, child] of Object.entries(node.properties ?? {})) if (key in (value as Json)) walk(child, (value as Json)[key], [...path, key])
    }
    if (Array.isArray(value) && node.items && value.length > 0) walk(node.items, value[0], [...path, '0'])
  }
  walk(schema, document, [])
  return out
}

/** Where and which rule ajv says broke, as the checker names them ('a.0.b', 'required'). */
function ajvViolations(errors: readonly ErrorObject[]): string[] {
  return errors.map((error) => {
    const path = error.instancePath.split('/').slice(1)
    if (error.keyword === 'required') path.push(String(error.params.missingProperty))
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty))
    return `${path.join('.')}: ${error.keyword}`
  })
}

describe('the document checker agrees with ajv', () => {
  it('on every stored document of a journal, and on each broken one rule at a time', async () => {
    const db = await openTestJournal()
    await fillJournal(db)
    const ajv = new Ajv({ strict: false, allErrors: true })
    let documents = 0
    let broken = 0
    const disagreements: string[] = []
    const seen = new Set<string>()
    for (const name of BACKUP_COLLECTIONS) {
      const schema = JOURNAL_COLLECTIONS[name].schema as unknown as JsonSchemaNode
      const validate = ajv.compile(schema)
      const stored = await (db.rxDatabase.collections[name] as unknown as { find: () => { exec: () => Promise<Array<{ toJSON: () => Json }>> } }).find().exec()
      for (const document of stored.slice(0, 25).map((doc) => structuredClone(doc.toJSON()))) {
        documents++
        for (const { what, document: candidate } of [{ what: 'as stored', document }, ...breakages(document, schema)]) {
          seen.add(name)
          if (what !== 'as stored') broken++
          const ours = checkDocument(candidate, schema)
          const valid = validate(candidate)
          const theirs = valid ? [] : ajvViolations(validate.errors ?? [])
          if (ours === undefined ? !valid : !theirs.includes(`${ours.path}: ${ours.rule}`)) {
            disagreements.push(`${name} ${what}: checker ${ours ? `${ours.path}: ${ours.rule}` : 'valid'}, ajv ${valid ? 'valid' : theirs.join(', ')}`)
          }
        }
      }
    }
    expect(documents).toBeGreaterThan(40)
    expect(broken).toBeGreaterThan(1_000)
    expect([...seen].sort()).toEqual([...BACKUP_COLLECTIONS].sort())
    expect(disagreements).toEqual([])
  }, 120_000)
})
