// Types for listen-address.mjs, for its unit test (the project has no allowJs).
export declare function isLoopbackName(name: string): boolean;
export declare function hostNameOf(hostHeader: string | undefined): string | null;
export declare function chooseListenAddress(env: { HOSTNAME?: string; AUTH_SECRET?: string }): {
  hostname: string | undefined;
  loopbackOnly: boolean;
  note: string | null;
};
export declare function checkLoopbackHost(hostHeader: string | undefined): string | null;
