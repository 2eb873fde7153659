import { Trans } from '@lingui/react/macro';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { PollCard } from './poll-card';
import { PostsFeed } from './posts-feed';
import { ProfileHeader } from './profile-header';
import { AboutCard, PhotosCard, SuggestedPagesCard, SuggestionsCard, TwitterFeedsCard } from './side-cards';
import './profile.css';

/** The social profile: header, about, posts (paged), photos, suggestions and the poll, all from the API. */
function ProfilePage() {
  const { data, isPending, isError, refetch } = $api.useQuery('get', '/api/profile/data');
  if (!data) {
    return (
      <div className="profile">
        <h1 className="visually-hidden">
          <Trans>Profile</Trans>
        </h1>
        {isError ? <LoadFailure onRetry={() => void refetch()} /> : null}
        {isPending ? <SkeletonLines lines={10} /> : null}
      </div>
    );
  }
  return (
    <div className="profile">
      <ProfileHeader header={data.header} />
      <div className="profile__columns">
        <div className="profile__side">
          <AboutCard about={data.userAbout} />
          <SuggestedPagesCard pages={data.suggestedPages} />
          <TwitterFeedsCard feeds={data.twitterFeeds} />
        </div>
        <PostsFeed />
        <div className="profile__side">
          <PhotosCard photos={data.latestPhotos} />
          <SuggestionsCard people={data.suggestions} />
          <PollCard key={data.poll.yourVote ?? 'none'} poll={data.poll} />
        </div>
      </div>
    </div>
  );
}

export default ProfilePage;
