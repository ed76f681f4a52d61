// The path the whole site is served under. Plain JavaScript, so that next.config.mjs and the Node
// servers in scripts/ read the same value as the TypeScript code.
export const BASE_PATH = '/manual';
