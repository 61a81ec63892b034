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

export interface PictureRule {
  suffix: string;
  path: string;
}

/**
 * Adds the suffix to every picture address in an answer (any string field, at any depth, that the rule
 * covers): applied once by the API client to every answer, so no screen can forget it.
 */
export function suffixPictures<T>(value: T, rule: PictureRule | undefined): T {
  if (!rule?.suffix.trim() || !rule.path.trim()) return value;
  const config = { imageSuffix: rule.suffix, xyApi: { imageSuffixPath: rule.path } };
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.startsWith(rule.path) ? withImageSuffix(item, config) : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(item)) out[key] = walk(child);
      return out;
    }
    return item;
  };
  return walk(value) as T;
}
