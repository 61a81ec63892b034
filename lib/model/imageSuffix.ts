/**
 * Image suffix (spec §5): the configured suffix (a resize or format instruction of the picture service) is
 * added to pictures that are not GIFs, when their address starts with the configured path.
 */
export function withImageSuffix(
  url: string,
  config: { imageSuffix: string; xyApi: { imageSuffixPath: string } },
): string {
  const suffix = config.imageSuffix.trim();
  const path = config.xyApi.imageSuffixPath.trim();
  if (!url || !suffix || !path || !url.startsWith(path)) return url;
  const bare = url.split(/[?#]/)[0]!;
  if (/\.gif$/i.test(bare) || url.endsWith(suffix)) return url;
  return `${url}${suffix}`;
}
