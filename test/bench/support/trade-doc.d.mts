/** The n-th benchmark trade: fields of the domain Trade without `id` (the server row's `doc`). */
export declare function tradeDoc(n: number): Record<string, unknown>
