/**
 * columnShare/:parentId?/:id?.html — a column as shared to readers outside the app: its name, picture and
 * description, its sibling columns under the same parent, and its articles (carousel first), paged.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import lists from '@/components/lists/lists.module.css';
import { loadColumnShare } from '@/lib/loaders/lists';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  async load(input) {
    const parentId = idParam(input, 'parentId');
    const id = idParam(input, 'id');
    if (parentId === 'malformed' || id === 'malformed') return undefined;
    return loadColumnShare(parentId, id);
  },
  metadata({ locale, data }) {
    return screenMetadata({
      title: data.parent ? `${data.column.columnName} · ${data.parent.columnName}` : data.column.columnName,
      description: data.column.description || data.list.map((article) => article.title).join(' · '),
      images: [data.list[0]?.picBig, data.column.imgUrl],
      path: appPath('columnShare', { parentId: data.parent?.columnID, id: data.column.columnID }),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
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
        empty="noContent"
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
  },
});
