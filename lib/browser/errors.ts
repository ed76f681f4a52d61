import { UI } from '../site/strings';

// The crash page shows every message of an error and of its causes, outermost first.
export function errorCausalChain(error: unknown, limit = 10): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < limit && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

export function errorMessages(error: unknown): string {
  return errorCausalChain(error)
    .map((e) => (e instanceof Error ? e.message : String(e)))
    .join(`\n\n${UI.errorCause}\n`);
}

// Failed code or data downloads are told apart from render errors: the first deserve a retry.
export function isLoadError(error: unknown): boolean {
  return errorCausalChain(error).some(
    (e) =>
      e instanceof Error &&
      (e.name === 'ChunkLoadError' ||
        /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Failed to load chunk/i.test(
          e.message,
        )),
  );
}

export class ContextError extends Error {
  constructor(hookName: string, providerName: string) {
    super(`Hook ${hookName} is called outside the <${providerName}>.`);
    this.name = 'ReactContextError';
  }
}
