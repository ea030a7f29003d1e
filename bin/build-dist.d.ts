/** The build of the current sources, dist/<hash>/ (holding src/, templates/ and vendor/), built first when there is none. */
export function currentDist(root?: string): Promise<string>
/** The source modules: every .ts/.tsx file under src/ and templates/ (declaration files aside), sorted. */
export function listSourceModules(root?: string): string[]
/** The name of the build of these sources: a hash of their paths and contents and of the build's other inputs. */
export function distHash(root?: string, sources?: string[]): string
/** the generator's package folder */
export const GENERATOR_ROOT: string
