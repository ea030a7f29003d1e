/**
 * A loopback stand-in for Algolia's search hosts: an HTTP server on 127.0.0.1 that speaks
 * `POST /1/indexes/*\/queries`, and for pushes the write API algoliasearch's replaceAllObjects uses
 * (`POST /1/indexes/{index}/batch`, `POST /1/indexes/{index}/operation` copy/move, `GET /1/indexes/{index}/task/{id}`,
 * `DELETE /1/indexes/{index}`) over indices kept in memory (`host.indices`); it records every request, and can be
 * told to fail in the ways a real host fails (5xx, no answer, a stalled body, a refused connection).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { matchesFacetFilters } from '../../src/client/search/contextual-search.js'
import { highlightEntry, snippetEntry } from '../../src/client/search/highlight.js'
import { getOrCreate } from '../../src/get-or-create.js'
import type { FacetFilters, SearchHit, SearchRecord } from '../../src/shared/search/search-types.js'

export type HostMode = 'ok' | 'fail' | 'hang' | 'hang-body' | 'bad-json' | 'forbidden'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  body: any
}

export interface LoopbackHost {
  /** `http://127.0.0.1:port` */
  origin: string
  port: number
  mode: HostMode
  requests: RecordedRequest[]
  /** the records of each index, by objectID (what pushes wrote) */
  indices: Map<string, Map<string, Record<string, unknown>>>
  close(): Promise<void>
}

export type Answer = (request: any) => { hits: unknown[]; nbHits: number; [key: string]: unknown }

/** Answers queries from `records` like Algolia would: every word must occur, facet filters apply, values escaped. */
export function answerFromRecords(records: SearchRecord[]): Answer {
  return (request) => {
    const words = String(request.query ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
    const matching = records.filter((r) => {
      if (
        !matchesFacetFilters(
          { language: r.language, docusaurus_tag: r.docusaurus_tag },
          (request.facetFilters ?? []) as FacetFilters,
        )
      )
        return false
      const text = [r.content ?? '', ...Object.values(r.hierarchy).map((v) => v ?? '')].join(' ').toLowerCase()
      return words.length > 0 && words.every((w) => text.includes(w))
    })
    const hitsPerPage = request.hitsPerPage ?? 20
    const page = request.page ?? 0
    const terms = new Set(words)
    const hits: SearchHit[] = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => ({
      objectID: r.objectID,
      url: r.url,
      type: r.type,
      content: r.content,
      hierarchy: r.hierarchy,
      _highlightResult: {
        hierarchy: Object.fromEntries(
          Object.entries(r.hierarchy).flatMap(([l, v]) => (v ? [[l, highlightEntry(v, terms)]] : [])),
        ),
        ...(r.content ? { content: highlightEntry(r.content, terms) } : {}),
      },
      _snippetResult: r.content ? { content: snippetEntry(r.content, terms) } : {},
    }))
    return {
      hits,
      nbHits: matching.length,
      page,
      nbPages: Math.ceil(matching.length / hitsPerPage),
      hitsPerPage,
      queryID: 'loopback-query-id',
    }
  }
}

export async function startLoopbackHost(options: { mode?: HostMode; answer?: Answer } = {}): Promise<LoopbackHost> {
  const answer = options.answer ?? (() => ({ hits: [], nbHits: 0 }))
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: any
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        body = text
      }
      host.requests.push({
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      })
      const json = { ...cors, 'content-type': 'application/json; charset=utf-8' }
      switch (host.mode) {
        case 'fail':
          res.writeHead(503, json).end(JSON.stringify({ message: 'Service Unavailable', status: 503 }))
          return
        case 'forbidden':
          res.writeHead(403, json).end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }))
          return
        case 'bad-json':
          res.writeHead(200, json).end('<html>not json</html>')
          return
        case 'hang':
          hanging.add(res)
          return
        case 'hang-body':
          res.writeHead(200, json)
          res.write('{"results":')
          hanging.add(res)
          return
      }
      const write = writeApi(host, req.method ?? '', decodeURIComponent(url.pathname), body)
      if (write) {
        res.writeHead(write.status, json).end(JSON.stringify(write.body))
        return
      }
      if (decodeURIComponent(url.pathname) === '/1/indexes/*/queries') {
        res.writeHead(200, json).end(JSON.stringify({ results: (body?.requests ?? []).map((r: any) => answer(r)) }))
        return
      }
      res.writeHead(404, json).end(JSON.stringify({ message: 'Not found', status: 404 }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const host: LoopbackHost = {
    origin: `http://127.0.0.1:${port}`,
    port,
    mode: options.mode ?? 'ok',
    requests: [],
    indices: new Map(),
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return host
}

/** The write API over `host.indices`; undefined for a path it does not handle. Every task is published at once. */
function writeApi(
  host: LoopbackHost,
  method: string,
  path: string,
  body: any,
): { status: number; body: unknown } | undefined {
  const taskID = host.requests.length
  const index = (name: string) => getOrCreate(host.indices, name, () => new Map())
  const batch = method === 'POST' ? /^\/1\/indexes\/([^/]+)\/batch$/.exec(path) : null
  if (batch) {
    const records = index(batch[1])
    for (const request of body?.requests ?? []) {
      if (request.action === 'addObject' || request.action === 'updateObject')
        records.set(String(request.body.objectID), request.body)
      else if (request.action === 'deleteObject') records.delete(String(request.body.objectID))
      else if (request.action === 'clear') records.clear()
    }
    return { status: 200, body: { taskID, objectIDs: (body?.requests ?? []).map((r: any) => r.body?.objectID) } }
  }
  const indexOperation = method === 'POST' ? /^\/1\/indexes\/([^/]+)\/operation$/.exec(path) : null
  if (indexOperation) {
    const source = host.indices.get(indexOperation[1]) ?? new Map()
    const { operation, destination, scope } = body ?? {}
    if (operation === 'move') {
      host.indices.set(destination, source)
      host.indices.delete(indexOperation[1])
    } else if (operation === 'copy') {
      // with a scope (settings, rules, synonyms) no records are copied
      index(destination)
      if (!scope) host.indices.set(destination, new Map(source))
    } else {
      return { status: 400, body: { message: `unknown operation ${operation}`, status: 400 } }
    }
    return { status: 200, body: { taskID, updatedAt: new Date(0).toISOString() } }
  }
  if (method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(path))
    return { status: 200, body: { status: 'published', pendingTask: false } }
  const deletion = method === 'DELETE' ? /^\/1\/indexes\/([^/]+)$/.exec(path) : null
  if (deletion) {
    host.indices.delete(deletion[1])
    return { status: 200, body: { taskID, deletedAt: new Date(0).toISOString() } }
  }
  return undefined
}

/** A 127.0.0.1 origin nobody listens on (connections are refused). */
export async function refusedOrigin(): Promise<string> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
