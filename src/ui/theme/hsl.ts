/**
 * Builds the `hsl(token, alpha?)` helper over a map of colour CSS variables. It lives outside
 * tokens.css.ts because a `.css.ts` file may only export serializable values: tokens.css.ts
 * registers this factory with `addFunctionSerializer`, so runtime code that imports `hsl` gets a
 * real function rebuilt from the factory and the variable map.
 */
export function createHsl<Token extends string>(colorVars: Record<Token, string>) {
  return function hsl(token: Token, alpha?: number): string {
    return alpha === undefined ? `hsl(${colorVars[token]})` : `hsl(${colorVars[token]} / ${alpha})`
  }
}
