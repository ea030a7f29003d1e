/** A route base as the site writes it: `docs` → `/docs`; `/docs/` → `/docs`; `` and `/` → `/`. */
export function routeBase(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : '/'
}
