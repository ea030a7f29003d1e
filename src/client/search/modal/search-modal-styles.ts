/**
 * The modal's styles, shipped in the modal's chunk and added to the document on first open, so pages that
 * never search do not download them. They use the theme's tokens (templates/css/tokens.css).
 */
const CSS = `
.hd-search__backdrop{position:fixed;inset:0;z-index:300;display:flex;justify-content:center;align-items:flex-start;padding:8vh var(--space-4,1rem) 0;background:rgb(10 11 15 / .55);backdrop-filter:blur(2px)}
.hd-search{display:flex;flex-direction:column;width:100%;max-width:560px;max-height:min(84vh,640px);border:1px solid var(--color-border);border-radius:12px;background:var(--color-raised);color:var(--color-text);box-shadow:var(--shadow-deep);overflow:hidden;font-family:var(--font-body)}
.hd-search__visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.hd-search__form{display:flex;align-items:center;gap:var(--space-2,.5rem);margin:var(--space-3,.75rem);padding:0 var(--space-3,.75rem);height:3rem;border:2px solid var(--color-primary);border-radius:var(--radius-md,8px);background:var(--color-bg)}
.hd-search__magnifier{display:inline-flex;color:var(--color-primary);flex:none;width:20px;height:20px;align-items:center;justify-content:center}
.hd-search__input{flex:1;min-width:0;height:100%;border:0;outline:0;background:transparent;color:var(--color-text);font:inherit;font-size:1.1rem}
.hd-search__input::placeholder{color:var(--color-text-secondary);opacity:1}
.hd-search__input::-webkit-search-cancel-button{display:none}
.hd-search__reset,.hd-search__cancel{border:0;background:transparent;color:var(--color-text-secondary);font:inherit;cursor:pointer;padding:var(--space-1,.25rem)}
.hd-search__reset{font-size:1.3rem;line-height:1}
.hd-search__cancel{display:none}
.hd-search__reset:hover,.hd-search__cancel:hover{color:var(--color-text)}
.hd-search__spinner{display:inline-block;width:16px;height:16px;border:2px solid var(--color-border-strong);border-top-color:var(--color-primary);border-radius:50%;animation:hd-search-spin .8s linear infinite;vertical-align:-3px}
@keyframes hd-search-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.hd-search__spinner{animation-duration:2.4s}}
.hd-search__stalled{margin:0 var(--space-4,1rem) var(--space-2,.5rem);color:var(--color-text-secondary);font-size:.875rem}
.hd-search__dropdown{flex:1;overflow-y:auto;padding:0 var(--space-3,.75rem) var(--space-3,.75rem);min-height:4rem}
.hd-search__group-title{position:sticky;top:0;z-index:1;padding:var(--space-2,.5rem) var(--space-1,.25rem) var(--space-1,.25rem);background:var(--color-raised);color:var(--color-link);font-size:.8rem;font-weight:600}
.hd-search__hit{display:flex;align-items:center;margin-bottom:4px;border-radius:var(--radius-sm,4px);background:var(--color-bg);border:1px solid var(--color-border)}
.hd-search__hit--active{background:var(--color-button-primary-bg);border-color:var(--color-button-primary-bg);color:var(--color-button-primary-text)}
.hd-search__hit-cell{display:flex;flex:1;min-width:0}
.hd-search__hit-actions{display:flex;flex:none}
.hd-search__hit-link{display:flex;flex:1;min-width:0;align-items:center;gap:var(--space-3,.75rem);padding:var(--space-2,.5rem) var(--space-3,.75rem);color:inherit;text-decoration:none}
.hd-search__hit-link:hover{text-decoration:none;color:inherit}
.hd-search__hit-icon{flex:none;width:1.25rem;text-align:center;opacity:.75}
.hd-search__hit-text{display:flex;flex-direction:column;min-width:0}
.hd-search__hit-title{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.95rem}
.hd-search__hit-path{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.78rem;color:var(--color-text-secondary)}
.hd-search__hit--active .hd-search__hit-path{color:inherit}
.hd-search__hit mark{background:none;color:var(--color-link);text-decoration:underline;text-underline-offset:.15em;font-weight:600}
.hd-search__hit--active mark{color:inherit}
.hd-search__hit-action{flex:none;border:0;background:transparent;color:inherit;font-size:1.05rem;cursor:pointer;padding:var(--space-2,.5rem);border-radius:var(--radius-sm,4px)}
.hd-search__hit-action:hover{background:rgb(0 0 0 / .08)}
.hd-search__empty,.hd-search__screen{margin:0;padding:var(--space-6,1.5rem) var(--space-3,.75rem);text-align:center;color:var(--color-text-secondary)}
.hd-search__screen-title{margin:0 0 var(--space-2,.5rem);font-size:1.05rem;color:var(--color-text)}
.hd-search__screen-help{margin:var(--space-2,.5rem) 0 0;font-size:.9rem}
.hd-search__screen-help a{text-decoration:underline}
.hd-search__suggestions ul{list-style:none;margin:var(--space-2,.5rem) 0 0;padding:0}
.hd-search__suggestion{border:0;background:transparent;color:var(--color-link);font:inherit;cursor:pointer;padding:var(--space-1,.25rem)}
.hd-search__suggestion:hover{text-decoration:underline}
.hd-search__footer{display:flex;align-items:center;justify-content:space-between;gap:var(--space-3,.75rem);padding:var(--space-2,.5rem) var(--space-4,1rem);border-top:1px solid var(--color-border);background:var(--color-surface);font-size:.85rem}
.hd-search__see-all{font-weight:600;color:var(--color-link)}
.hd-search__commands{display:flex;gap:var(--space-3,.75rem);list-style:none;margin:0;padding:0;color:var(--color-text-secondary);font-size:.75rem}
.hd-search__commands kbd{margin-right:2px;font-size:.7rem}
.hd-search :focus-visible{outline:2px solid var(--color-focus);outline-offset:2px}
.hd-search .hd-search__input:focus,.hd-search .hd-search__input:focus-visible{outline:none;box-shadow:none}
@media (max-width:768px){
.hd-search__backdrop{padding:0}
.hd-search{max-width:none;height:100%;max-height:none;border-radius:0}
.hd-search__cancel{display:inline}
.hd-search__commands{display:none}
}
`

const STYLE_ID = 'hd-search-modal-styles'

export function injectSearchModalStyles(): void {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = CSS
  document.head.appendChild(style)
}
