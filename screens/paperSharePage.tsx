/**
 * paperSharePage/:time?/:paperId?/:layout?.html — the printed edition: the latest without a date, the
 * dates of its month, its layouts, the page picture with clickable article areas, and the layout's articles.
 */
import { getTranslations } from 'next-intl/server';
import { PaperEditionView } from '@/components/paper/PaperEditionView';
import { TopBar } from '@/components/shell/TopBar';
import { loadPaper } from '@/lib/loaders/reading';
import { isCalendarDay } from '@/lib/model/time';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

const LAYOUT = /^[A-Za-z0-9]{1,8}$/;

export default defineScreen({
  async load(input) {
    const { time, layout } = input.params;
    const paperId = idParam(input, 'paperId');
    if ((time && !isCalendarDay(time)) || paperId === 'malformed' || (layout && !LAYOUT.test(layout))) return undefined;
    return loadPaper(time, paperId, layout);
  },
  async metadata({ locale, data }) {
    const t = await getTranslations({ locale, namespace: 'paper' });
    return screenMetadata({
      title: `${data.edition.paperName} ${data.edition.date} ${t('layout', { layout: data.layout.layout, name: data.layout.name })}`,
      description: data.layout.articles.map((article) => article.title).join(' · '),
      images: [data.layout.articles.find((article) => article.bigPicture)?.bigPicture, data.layout.pic],
      path: appPath('paperSharePage', {
        time: data.edition.date,
        paperId: data.edition.paperId,
        layout: data.layout.layout,
      }),
      locale,
    });
  },
  View({ locale, config, data }) {
    return (
      <>
        <TopBar config={config} />
        <PaperEditionView data={data} locale={locale} />
      </>
    );
  },
});
