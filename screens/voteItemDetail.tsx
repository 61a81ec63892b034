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
      title: `${option.name} · ${vote.title}`,
      description: option.description,
      images: [option.picture],
      path: appPath('voteItemDetail', { id: vote.id, voteId: vote.id, optionId: option.id }),
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
          {option.picture ? (
            <img className={pageStyles.cover} src={option.picture} alt="" width={640} height={360} />
          ) : null}
          <p className={pageStyles.meta}>
            {theme} · {fillSlots(texts.number, { count: option.number })}
          </p>
          <h1>{option.name}</h1>
          <OptionVote
            voteId={vote.id}
            option={option}
            running={vote.stage === 1}
            loginRule={vote.rule.login}
            encryptKey={config.encryptKey4}
            texts={{ ...texts, rank: t('rank', slots('count')) }}
          />
          {option.description ? <p>{option.description}</p> : null}
          <div className={pageStyles.buttons}>
            <Link
              className={`${pageStyles.button} ${pageStyles.buttonSecondary}`}
              href={appPath('activityVote', { id: vote.id })}
            >
              {t('back')}
            </Link>
          </div>
        </main>
      </>
    );
  },
});
