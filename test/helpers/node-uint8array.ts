/**
 * Vitest's jsdom environment replaces the global Uint8Array by jsdom's, which breaks esbuild's
 * `new TextEncoder().encode('') instanceof Uint8Array` invariant. Runs `work` (esbuild calls included) with Node's
 * Uint8Array as the global one; nothing else may run meanwhile (a beforeAll).
 */
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor

export async function withNodeUint8Array<T>(work: () => Promise<T>): Promise<T> {
  const current = globalThis.Uint8Array
  globalThis.Uint8Array = NodeUint8Array
  try {
    return await work()
  } finally {
    globalThis.Uint8Array = current
  }
}
