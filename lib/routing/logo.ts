/**
 * The paper's logo as the front end serves it: /brand/logo.{svg|png|…} (app/brand/[file]/route.ts) in
 * place of the platform's address in the site config, so the logo loads from this site, with its pages,
 * and stays through a platform outage as they do (docs/outage.md).
 */
const LOGO_FILE = /^logo\.(svg|png|jpe?g|gif|webp)$/;

/** The logo's file name here, after the configured picture's extension (svg when it has none). */
function logoFile(configured: string): string {
  const extension = /\.(svg|png|jpe?g|gif|webp)(?:$|[?#])/i.exec(configured)?.[1]?.toLowerCase();
  return `logo.${extension ?? 'svg'}`;
}

/** The front end's address of the configured logo (with the base path), or undefined when none is configured. */
export function logoPath(configured: string, basePath: string): string | undefined {
  return configured ? `${basePath}/brand/${logoFile(configured)}` : undefined;
}

export function isLogoFile(file: string): boolean {
  return LOGO_FILE.test(file);
}
