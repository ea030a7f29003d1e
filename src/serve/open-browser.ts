/**
 * `serve --open`: opens a URL with the platform's opener (xdg-open, open, start). Only ever called when the
 * author asked for it; a missing opener prints the URL instead of failing the server.
 */
import { spawn } from 'node:child_process'

export function openerCommand(platform: NodeJS.Platform, url: string): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] }
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] }
  return { command: 'xdg-open', args: [url] }
}

export function openBrowser(url: string, onFailure: (message: string) => void = console.warn): void {
  const { command, args } = openerCommand(process.platform, url)
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true })
    child.on('error', () => onFailure(`Could not open a browser (${command}); open ${url} yourself.`))
    child.unref()
  } catch {
    onFailure(`Could not open a browser (${command}); open ${url} yourself.`)
  }
}
