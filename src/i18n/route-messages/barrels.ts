/**
 * A feature's index.ts only re-exports its modules (docs/architecture.md), and the bundle keeps only
 * the ones an importer uses. The message sets must see that too: an edge into such a barrel becomes
 * edges to the modules that export the names the importer takes, so a route does not carry the
 * messages of every module its features' barrels name.
 */

/** A module as read from the build, before barrels are seen through. */
export interface ModuleImports {
  imports: ReadonlySet<string>
  dynamicImports: ReadonlySet<string>
  /** The names each statically imported file gives this module; '*' when it takes them all (a namespace). */
  importedNames: ReadonlyMap<string, ReadonlySet<string>>
  /** For a module that only re-exports: each exported name and the file it comes from. */
  reExports: ReadonlyMap<string, string> | null
}

export interface ResolvedModule {
  imports: Set<string>
  dynamicImports: Set<string>
}

/**
 * Each module's imports with barrels seen through. An edge stays as it is when the importer takes a
 * barrel's every name, or a name the barrel does not re-export, or when the target is no barrel.
 */
export function seeThroughBarrels(modules: ReadonlyMap<string, ModuleImports>): Map<string, ResolvedModule> {
  const sourcesOf = (file: string, names: ReadonlySet<string>): string[] | null => {
    const barrel = modules.get(file)?.reExports
    if (!barrel || names.has('*')) return null
    const sources = [...names].map((name) => barrel.get(name))
    return sources.every((source) => source !== undefined) ? sources : null
  }
  const resolved = new Map<string, ResolvedModule>()
  for (const [file, module] of modules) {
    const imports = new Set<string>()
    for (const target of module.imports) {
      const names = module.importedNames.get(target)
      const sources = names ? sourcesOf(target, names) : null
      for (const source of sources ?? [target]) imports.add(source)
    }
    resolved.set(file, { imports, dynamicImports: new Set(module.dynamicImports) })
  }
  return resolved
}
