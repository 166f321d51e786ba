import { describe, expect, it } from 'vitest'
import { JOURNAL_COLLECTIONS } from '../../../src/db/collections'
import { checkDocument, type JsonSchemaNode, unsupportedKeywords } from '../../../src/domain/backup'

const schema: JsonSchemaNode = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 5 },
    price: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' },
    leverage: { type: 'number', minimum: 0, maximum: 200 },
    size: { type: 'integer', minimum: 0 },
    done: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string', maxLength: 3 } },
    nested: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
    free: { type: 'object', additionalProperties: true },
  },
  required: ['id'],
  additionalProperties: false,
}

describe('checkDocument', () => {
  it.each<[string, unknown, { path: string; rule: string } | undefined]>([
    ['a valid document', { id: 'a', price: '-1.5', leverage: 2.5, size: 3, done: true, tags: ['x'], nested: { a: 'b' }, free: { any: [1] } }, undefined],
    ['a missing required field', { price: '1' }, { path: 'id', rule: 'required' }],
    ['a string too long', { id: 'abcdef' }, { path: 'id', rule: 'maxLength' }],
    ['a decimal with a comma', { id: 'a', price: '1,5' }, { path: 'price', rule: 'pattern' }],
    ['a number as text', { id: 'a', leverage: '5' }, { path: 'leverage', rule: 'type' }],
    ['a negative leverage', { id: 'a', leverage: -1 }, { path: 'leverage', rule: 'minimum' }],
    ['too much leverage', { id: 'a', leverage: 201 }, { path: 'leverage', rule: 'maximum' }],
    ['a fraction where an integer goes', { id: 'a', size: 1.5 }, { path: 'size', rule: 'type' }],
    ['an array item too long', { id: 'a', tags: ['ok', 'long'] }, { path: 'tags.1', rule: 'maxLength' }],
    ['an unknown field', { id: 'a', _rev: '1-x' }, { path: '_rev', rule: 'additionalProperties' }],
    ['an unknown nested field', { id: 'a', nested: { a: 'b', c: 1 } }, { path: 'nested.c', rule: 'additionalProperties' }],
    ['a missing nested field', { id: 'a', nested: {} }, { path: 'nested.a', rule: 'required' }],
    ['null for an object', null, { path: '', rule: 'type' }],
    ['an array for an object', [], { path: '', rule: 'type' }],
  ])('%s', (_case, value, violation) => {
    expect(checkDocument(value, schema)).toEqual(violation)
  })

  it('understands every keyword the collection schemas use, so none is half-checked', () => {
    for (const [name, definition] of Object.entries(JOURNAL_COLLECTIONS)) expect({ name, unsupported: unsupportedKeywords(definition.schema) }).toEqual({ name, unsupported: [] })
    expect(unsupportedKeywords({ type: 'object', properties: { a: { oneOf: [] } } })).toEqual(['oneOf'])
  })
})
