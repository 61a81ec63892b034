/**
 * columnShare/:parentId?/:id?.html — a column as shared to readers outside the app: its name, picture and
 * description, its sibling columns under the same parent, and its articles (carousel first), paged.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import lists from '@/components/lists/lists.module.css';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadColumnShare } from '@/lib/loaders/lists';
import { appPath, paramValue, parseId } from '@/lib/routing/routes';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { parentId: string; id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const raw = await params;
  const parentId = parseId(raw.parentId);
  const id = parseId(raw.id);
  if ((paramValue(raw.parentId) && !parentId) || (paramValue(raw.id) && !id)) notFound();
  const data = await loadColumnShare(parentId, id);
  if (!data) notFound();
  return { ...screen, data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data } = await load(params);
  return screenMetadata({
    title: data.parent ? `${data.column.columnName} · ${data.parent.columnName}` : data.column.columnName,
    description: data.column.description || data.list.map((article) => article.title).join(' · '),
    images: [data.list[0]?.picBig, data.column.imgUrl],
    path: appPath('columnShare', { parentId: data.parent?.columnID, id: data.column.columnID }),
    locale,
  });
}

async function ColumnSharePage({ params }: Props) {
  const { locale, data } = await load(params);
  const [config, t, tEmpty] = await Promise.all([
    loadSiteConfig(),
    getTranslations({ locale, namespace: 'lists' }),
    getTranslations({ locale, namespace: 'empty' }),
  ]);
  return (
    <ListScreen
      config={config}
      header={{
        kicker: data.parent?.columnName ?? t('column'),
        title: data.column.columnName,
        description: data.column.description,
      }}
      source={{ kind: 'column', columnId: data.column.columnID }}
      list={data.list}
      more="nonEmpty"
      emptyText={tEmpty('noContent')}
      testId="column-share"
    >
      {data.siblings.length > 1 ? (
        <nav className={lists.chips} aria-label={data.parent?.columnName}>
          {data.siblings.map((sibling) => (
            <Link
              key={sibling.columnID}
              href={appPath('columnShare', { parentId: data.parent?.columnID, id: sibling.columnID })}
              className={lists.chip}
              aria-current={sibling.columnID === data.column.columnID ? 'page' : undefined}
              data-testid="sibling-column"
            >
              {sibling.columnName}
            </Link>
          ))}
        </nav>
      ) : null}
    </ListScreen>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(ColumnSharePage);
