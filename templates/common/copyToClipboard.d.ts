/** Writes text to the clipboard: the async Clipboard API when available, else a hidden textarea + execCommand. */
export declare function copyToClipboard(text: string): Promise<void>;
