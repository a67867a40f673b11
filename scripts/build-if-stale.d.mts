export declare const STAMP: string;
export declare function buildablePackages(root: string): string[];
export declare function inputsHash(root: string): string;
export declare function isFresh(root: string): boolean;
export declare function removeStamps(root: string): void;
export declare function writeStamps(root: string): void;
