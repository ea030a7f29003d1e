/** The part of negotiator 1.x this package uses (@types/negotiator describes 0.6, without `preferred`). */
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http'

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders })
    /** the best of `available` the request accepts; `preferred` orders those of equal q */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
