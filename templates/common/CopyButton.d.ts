/** How long the button says "Copied" after a successful copy. */
export declare const COPIED_FEEDBACK_MS = 2000;
interface CopyButtonProps {
    /** called on click, so the text is read from the rendered code at that moment */
    getText: () => string;
    /** accessible name of the button */
    label: string;
    className?: string;
    /** show only the icon (the label is still the accessible name, and the tooltip says "Copy") */
    iconOnly?: boolean;
}
export declare function CopyButton({ getText, label, className, iconOnly }: CopyButtonProps): import("react/jsx-runtime").JSX.Element;
export {};
