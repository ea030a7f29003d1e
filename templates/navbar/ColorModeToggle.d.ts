/**
 * Cycles the colour mode (system → light → dark when the system preference is respected, else dark ↔ light).
 * Disabled until hydrated: before that a click could not do anything.
 */
export declare function ColorModeToggle({ className }: {
    className?: string;
}): import("react/jsx-runtime").JSX.Element;
