/**
 * What a module's static imports take, and whether it is a barrel, read from its ESTree AST (the
 * bundler's own parser, so TypeScript's types are already gone). Feeds barrels.ts.
 */

interface Name {
  type: string
  name?: string
  value?: string
}
interface Specifier {
  type: string
  imported?: Name
  exported?: Name
}
interface Statement {
  type: string
  source?: { value: string } | null
  specifiers?: Specifier[]
  exported?: Name | null
}
export interface ModuleAst {
  body: Statement[]
}

const nameOf = (node: Name) => node.name ?? node.value ?? ''

export interface ModuleBindings {
  importedNames: Map<string, Set<string>>
  reExports: Map<string, string> | null
}

/** `resolve` gives a relative import's project file, or null for a package or an unknown file. */
export function readBindings(ast: ModuleAst, resolve: (specifier: string) => string | null): ModuleBindings {
  const importedNames = new Map<string, Set<string>>()
  const reExports = new Map<string, string>()
  let onlyReExports = ast.body.length > 0
  const take = (file: string, names: string[]) => importedNames.set(file, new Set([...(importedNames.get(file) ?? []), ...names]))
  for (const statement of ast.body) {
    const file = statement.source ? resolve(statement.source.value) : null
    if (statement.type === 'ImportDeclaration' && file) {
      take(
        file,
        (statement.specifiers ?? []).map((specifier) =>
          specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported!) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*',
        ),
      )
    }
    if (statement.type === 'ExportNamedDeclaration' && file) {
      for (const specifier of statement.specifiers ?? []) reExports.set(nameOf(specifier.exported!), file)
      continue
    }
    if (statement.type === 'ExportAllDeclaration' && file && statement.exported) {
      reExports.set(nameOf(statement.exported), file)
      continue
    }
    onlyReExports = false
  }
  return { importedNames, reExports: onlyReExports ? reExports : null }
}
