/** Small inline SVG icons (decorative: always aria-hidden; the control carrying them has the label). */
declare const PATHS: {
    readonly menu: "M3 6h18M3 12h18M3 18h18";
    readonly close: "M6 6l12 12M18 6L6 18";
    readonly sun: "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66l1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14l-1.41-1.41M12 8a4 4 0 100 8 4 4 0 000-8z";
    readonly moon: "M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z";
    readonly system: "M4 5h16v11H4zM9 20h6M12 16v4";
    readonly external: "M14 4h6v6m0-6L11 13M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5";
    readonly chevronDown: "M6 9l6 6 6-6";
    readonly globe: "M12 3a9 9 0 100 18 9 9 0 000-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z";
    readonly copy: "M9 9h10v11H9zM5 15H4V4h11v1";
    readonly check: "M5 12l5 5L20 7";
    readonly edit: "M4 20h4L19 9l-4-4L4 16v4zm9-13l4 4";
    readonly home: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10";
    readonly search: "M11 4a7 7 0 100 14 7 7 0 000-14zm10 17l-5-5";
    readonly arrowLeft: "M19 12H5m6-6l-6 6 6 6";
};
export type IconName = keyof typeof PATHS;
export declare function Icon({ name, size, className }: {
    name: IconName;
    size?: number;
    className?: string;
}): import("react/jsx-runtime").JSX.Element;
export {};
