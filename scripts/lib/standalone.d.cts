// Types of standalone.cjs for the TypeScript tests that run the artefact.
export function standaloneServer(distDir?: string, root?: string): string;
export function completeStandalone(distDir?: string, root?: string): string;
