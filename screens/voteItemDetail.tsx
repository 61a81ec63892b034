/** voteItemDetail/:id/:voteId/:optionId (id: the vote, as the app addresses it) — one option of a vote: picture, number, description, count, rank, vote. */
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import pageStyles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { OptionVote } from '@/components/vote/OptionVote';
import { voteBoardTexts } from '@/components/vote/VoteView';
import { loadVoteOption } from '@/lib/loaders/vote';
import { fillSlots, slots } from '@/lib/i18n/browserFill';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  async load(input) {
    const voteId = idParam(input, 'voteId');
    const optionId = idParam(input, 'optionId');
    if (typeof voteId !== 'number' || typeof optionId !== 'number') return undefined;
    return loadVoteOption(voteId, optionId);
  },
  metadata({ locale, data: { vote, option } }) {
    return screenMetadata({
      title: `${option.vo_name} · ${vote.info.vs_title}`,
      description: option.vo_desc,
      images: [option.vo_pic],
      path: appPath('voteItemDetail', { id: vote.info.vs_id, voteId: vote.info.vs_id, optionId: option.vo_id }),
      locale,
    });
  },
  async View({ locale, config, data: { vote, option, theme } }) {
    const t = await getTranslations({ locale, namespace: 'vote' });
    const texts = await voteBoardTexts(locale);
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="vote-option-detail">
          {option.vo_pic ? (
            <img className={pageStyles.cover} src={option.vo_pic} alt="" width={640} height={360} />
          ) : null}
          <p className={pageStyles.meta}>
            {theme} · {fillSlots(texts.number, { count: option.vo_number })}
          </p>
          <h1>{option.vo_name}</h1>
          <OptionVote
            voteId={vote.info.vs_id}
            option={option}
            running={vote.isbegin === 1}
            loginRule={vote.info.vs_user_inforule.login}
            encryptKey={config.encryptKey4}
            texts={{ ...texts, rank: t('rank', slots('count')) }}
          />
          {option.vo_desc ? <p>{option.vo_desc}</p> : null}
          <div className={pageStyles.buttons}>
            <Link
              className={`${pageStyles.button} ${pageStyles.buttonSecondary}`}
              href={appPath('activityVote', { id: vote.info.vs_id })}
            >
              {t('back')}
            </Link>
          </div>
        </main>
      </>
    );
  },
});
