/** An error followed by its causes (`error.cause`, recursively), stopping at cycles. */
export declare function errorChain(error: unknown): unknown[];
export declare function errorMessage(error: unknown): string;
