/**
 * The shape of every screen (screens/{route}.tsx): what it loads from the platform (its view model), its
 * share tags and its view, each from the same inputs. Its page file (app/[variant]/{route}/…/page.tsx)
 * draws it through lib/render/screenPage.tsx: it reads the params, loads the view model (cached for the
 * page's `revalidate`) and draws the screen, or its 404 or error state.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { ReadingContext } from '../context';
import type { Locale } from '../i18n/locales';
import type { RouteName, RouteParams } from '../routing/routes';
import { paramValue, parseId } from '../routing/routes';
import type { SiteConfig } from '../schemas/config';

/** What a screen is asked for: the route and its parameters, as the path gives them, and the reader's setting. */
export interface ScreenInput {
  route: RouteName;
  /** The route's parameters, decoded and checked (lib/routing/routes.ts); undefined when absent. */
  params: RouteParams;
  /** The reader's language (the interface's). */
  locale: Locale;
  /** The language of the page's content on a page of one content (lib/render/readScreen.ts), else undefined. */
  contentLocale?: Locale;
  context: ReadingContext;
  /** The query, for screens rendered per request and editors' pages in draft mode; empty for cached ones. */
  query: Record<string, string | undefined>;
}

/** What a screen draws and describes: its input, the site config and what its loader returned. */
export interface ScreenView<Data> extends ScreenInput {
  config: SiteConfig;
  data: Data;
}

export interface ScreenDefinition<Data> {
  /** The screen's view model from the platform; undefined when the path names nothing (the 404 state). */
  load(input: ScreenInput): Promise<Data | undefined>;
  /** Its title and share tags (lib/share/buildShareMetadata.ts). */
  metadata(view: ScreenView<Data>): Promise<Metadata> | Metadata;
  /** The screen below the root layout. */
  View(view: ScreenView<Data>): ReactNode | Promise<ReactNode>;
}

/** Declares a screen (the identity, for its types: Data is inferred from load). */
export function defineScreen<Data>(screen: ScreenDefinition<Data>): ScreenDefinition<Data> {
  return screen;
}

/** A route's parameter as an id: a number, undefined when absent, "malformed" for anything else. */
export function idParam(input: Pick<ScreenInput, 'params'>, name: string): number | undefined | 'malformed' {
  const raw = input.params[name];
  if (paramValue(raw) === undefined) return undefined;
  return parseId(raw) ?? 'malformed';
}

/**
 * Loads what one id parameter names: nothing (the 404 state) when the id is malformed, or absent unless
 * `optional` (the loader then picks a default).
 */
export async function loadById<T>(
  input: ScreenInput,
  name: string,
  loader: (id: number) => Promise<T | undefined>,
): Promise<T | undefined>;
export async function loadById<T>(
  input: ScreenInput,
  name: string,
  loader: (id: number | undefined) => Promise<T | undefined>,
  options: { optional: true },
): Promise<T | undefined>;
export async function loadById<T>(
  input: ScreenInput,
  name: string,
  loader: (id: never) => Promise<T | undefined>,
  options?: { optional: true },
): Promise<T | undefined> {
  const id = idParam(input, name);
  if (id === 'malformed' || (id === undefined && !options?.optional)) return undefined;
  return loader(id as never);
}
