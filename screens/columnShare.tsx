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
      title: data.parent ? `${data.column.name} · ${data.parent.name}` : data.column.name,
      description: data.column.description || data.list.map((article) => article.title).join(' · '),
      images: [data.list[0]?.bigPicture, data.column.picture],
      path: appPath('columnShare', { parentId: data.parent?.id, id: data.column.id }),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return (
      <ListScreen
        config={config}
        header={{
          kicker: data.parent?.name ?? t('column'),
          title: data.column.name,
          description: data.column.description,
        }}
        source={{ kind: 'column', columnId: data.column.id }}
        list={data.list}
        more="nonEmpty"
        empty="noContent"
        testId="column-share"
      >
        {data.siblings.length > 1 ? (
          <nav className={lists.chips} aria-label={data.parent?.name}>
            {data.siblings.map((sibling) => (
              <Link
                key={sibling.id}
                href={appPath('columnShare', { parentId: data.parent?.id, id: sibling.id })}
                className={lists.chip}
                aria-current={sibling.id === data.column.id ? 'page' : undefined}
                data-testid="sibling-column"
              >
                {sibling.name}
              </Link>
            ))}
          </nav>
        ) : null}
      </ListScreen>
    );
  },
});
