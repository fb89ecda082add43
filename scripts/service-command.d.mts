export declare const COMPILED_MAIN: string;
export declare const COMPILED_CONDITION: string;
export declare const SERVICE_V8_FLAGS: string[];
export declare const SERVICE_NODE_FLAGS: string[];
export declare function compileCacheDir(root: string): string;
export declare function serviceEnvironment(env: Record<string, string | undefined>): Record<string, string>;
