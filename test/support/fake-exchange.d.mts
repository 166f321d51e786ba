export interface FakeExchange {
  readonly url: string
  stop(): Promise<void>
}
export function startFakeExchange(options?: { port?: number; host?: string }): Promise<FakeExchange>
