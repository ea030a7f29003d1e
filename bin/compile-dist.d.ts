/** Path of the compiled CLI entry (dist/<fingerprint>/src/cli/index.js), compiling first when the sources changed. */
export function compiledCliEntry(): Promise<string>
