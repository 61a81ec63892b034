/**
 * Runs once when a Next server starts. The Content-Security-Policy is fixed at build time (next.config.ts
 * names the platform's origins the build was made with): a server started with other platform addresses
 * would have its browsers' calls refused, so it says so at once.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ readRuntimeConfig }, { contentSecurityPolicy, securityOptionsFromEnv }] = await Promise.all([
    import('./lib/env'),
    import('./lib/security/headers'),
  ]);
  const built = process.env.BUILT_CONTENT_SECURITY_POLICY;
  const wanted = contentSecurityPolicy(readRuntimeConfig(), securityOptionsFromEnv());
  if (built && built !== wanted)
    console.error(
      `[security] This build's Content-Security-Policy was made for other platform addresses (PLATFORM_URL, ` +
        `API_*, FRAME_ANCESTORS, IFRAME_HOSTS, IMAGE_ORIGINS): build again with this environment.\n` +
        `  built:   ${built}\n  wanted:  ${wanted}`,
    );
}
