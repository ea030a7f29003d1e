/**
 * The live-reload channel: a WebSocket at LIVE_RELOAD_PATH on the static server, open only to pages of the
 * served origin, under any host the server answers (allowed-hosts.ts: localhost, IP addresses, the --host name,
 * --allowed-hosts) but never another site's or a DNS-rebinding name (a page on any other site could otherwise
 * listen to the build's errors), and the tiny client script the server injects into every HTML page while watching.
 *
 * Protocol, server → browser, JSON: `{type:'reload'}` reload the page; `{type:'route-data', path}` a route's
 * data changed (the client router may refetch it, otherwise that route's page reloads, other pages ignore it); `{type:'error', message}`
 * show the build error over the page; `{type:'ok'}` the build is good again, remove it. The browser sends
 * nothing. A client that connects while an error stands receives it at once.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import { splitHref } from '../shared/paths.js'
import { blockedHostMessage, isAllowedHost, type HostRule } from './allowed-hosts.js'
import { isServedPageOrigin } from './served-page-origin.js'
import { LIVE_RELOAD_MAX_PAYLOAD_BYTES, LIVE_RELOAD_PATH, LIVE_RELOAD_RECONNECT_MS } from './serve-constants.js'

export type LiveReloadMessage =
  | { type: 'reload' }
  | { type: 'route-data'; path: string }
  | { type: 'error'; message: string }
  | { type: 'ok' }

/** The hosts the server answers, which its pages may connect from (StaticServer.hostRule; see served-page-origin.ts). */
export type LiveReloadOptions = HostRule

export interface LiveReload {
  broadcast(message: LiveReloadMessage): void
  /** connected browsers */
  clientCount(): number
  /** disconnects every browser and detaches from the server (the server itself stays up) */
  close(): Promise<void>
}

/** The browser's event for `route-data`; `preventDefault()` it to refetch instead of reloading. */
export const ROUTE_DATA_CHANGED_EVENT = 'hotkeys-docs:route-data'
const OVERLAY_ID = '__hd_live_overlay'
/** the page's own route data, `{ route: { path, … } }` (see render/html-document.ts) */
const PAGE_DATA_ID = '__HD_DATA__'

function refuseUpgrade(socket: Duplex, status: 403 | 404, reason: string, explanation = reason): void {
  const body = `${explanation}\n`
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

export function attachLiveReload(server: Server, options: LiveReloadOptions): LiveReload {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: LIVE_RELOAD_MAX_PAYLOAD_BYTES })
  let standingError: LiveReloadMessage | undefined

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (splitHref(req.url ?? '').pathname !== LIVE_RELOAD_PATH) {
      // another listener may own this path; with none, do not leave the socket hanging
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found')
      return
    }
    if (!isAllowedHost(req.headers.host, options)) {
      refuseUpgrade(socket, 403, 'Forbidden', blockedHostMessage(req.headers.host))
      return
    }
    if (!isServedPageOrigin(req.headers.origin, req.headers.host, options)) {
      refuseUpgrade(socket, 403, 'Forbidden')
      return
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req))
  }

  sockets.on('connection', (ws: WebSocket) => {
    ws.on('error', () => ws.terminate())
    if (standingError) ws.send(JSON.stringify(standingError))
  })
  server.on('upgrade', onUpgrade)
  const onServerClose = (): void => {
    for (const ws of sockets.clients) ws.terminate()
  }
  server.once('close', onServerClose)

  return {
    broadcast(message) {
      if (message.type === 'error') standingError = message
      else standingError = undefined
      const data = JSON.stringify(message)
      for (const ws of sockets.clients) if (ws.readyState === WebSocket.OPEN) ws.send(data)
    },
    clientCount: () => sockets.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade)
        server.off('close', onServerClose)
        for (const ws of sockets.clients) ws.terminate()
        sockets.close(() => resolve())
      }),
  }
}

/**
 * The browser side, as the source of an inline script (no `<script>` tags; see injectLiveReloadScript).
 * Connects to the page's own origin, reloads on `reload`, shows build errors in a fixed overlay (as text,
 * never as HTML), removes it on `ok`, and after losing the server reconnects and reloads once it is back.
 */
export function liveReloadClientScript(): string {
  return `(function () {
  if (window.__hdLiveReload) return;
  window.__hdLiveReload = true;
  var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + ${JSON.stringify(LIVE_RELOAD_PATH)};
  var overlayId = ${JSON.stringify(OVERLAY_ID)};
  var wasConnected = false;
  function removeOverlay() {
    var el = document.getElementById(overlayId);
    if (el) el.remove();
  }
  function showOverlay(text) {
    var el = document.getElementById(overlayId);
    if (!el) {
      el = document.createElement('div');
      el.id = overlayId;
      el.setAttribute('role', 'alert');
      el.title = 'Click to hide';
      el.style.cssText = 'position:fixed;inset:0;z-index:2147483647;margin:0;padding:2rem;overflow:auto;' +
        'background:rgba(24,24,27,.94);color:#fca5a5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;cursor:pointer';
      el.addEventListener('click', removeOverlay);
      (document.body || document.documentElement).appendChild(el);
    }
    el.textContent = String(text);
  }
  function onMessage(event) {
    var message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (!message || typeof message.type !== 'string') return;
    if (message.type === 'reload') location.reload();
    else if (message.type === 'error') showOverlay(message.message);
    else if (message.type === 'ok') removeOverlay();
    else if (message.type === 'route-data') {
      var unhandled = window.dispatchEvent(new CustomEvent(${JSON.stringify(ROUTE_DATA_CHANGED_EVENT)}, { detail: { path: message.path }, cancelable: true }));
      if (unhandled && isThisPage(message.path)) location.reload();
    }
  }
  // without a router taking the event, only the page whose data changed reloads (unknown page: reload)
  function isThisPage(path) {
    var data = document.getElementById(${JSON.stringify(PAGE_DATA_ID)});
    if (!data) return true;
    try { return JSON.parse(data.textContent).route.path === path; } catch (e) { return true; }
  }
  function connect() {
    var socket = new WebSocket(url);
    socket.onopen = function () {
      if (wasConnected) location.reload();
      wasConnected = true;
    };
    socket.onmessage = onMessage;
    socket.onclose = function () { setTimeout(connect, ${LIVE_RELOAD_RECONNECT_MS}); };
  }
  connect();
})();`
}

/** Adds the client script before the page's last `</body>` (or at the end when there is none). */
export function injectLiveReloadScript(html: string): string {
  const tag = `<script>${liveReloadClientScript()}</script>`
  const at = html.toLowerCase().lastIndexOf('</body>')
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at)
}
