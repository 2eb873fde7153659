import { Type, type Static } from '@sinclair/typebox';
import { PARAGRAPHS_PATTERN } from '../../../common/demo-account.js';
import { ref } from '../../lib/schema.js';
import { idParams, pagingQuery } from '../../lib/list-query.js';

const who = { avatar: Type.Union([Type.String(), Type.Null()]), username: Type.String() };
const Person = () => Type.Object(who);

export const DemoProfileCommentSchema = Type.Object(
  {
    id: Type.Integer({ examples: [7] }),
    ...who,
    comment: Type.String(),
    time: Type.String({ format: 'date-time' }),
    mine: Type.Boolean({ description: 'Written by the signed-in user' }),
  },
  { $id: 'DemoProfileComment' },
);

export const DemoProfilePostSchema = Type.Object(
  {
    id: Type.Integer({ examples: [3] }),
    ...who,
    postTime: Type.String({ format: 'date-time' }),
    postText: Type.String(),
    postImg: Type.Union([Type.String(), Type.Null()]),
    likes: Type.Integer({ minimum: 0 }),
    youLiked: Type.Boolean({ description: 'The signed-in user likes this post' }),
    comments: Type.Integer({ minimum: 0, description: 'Number of comments (all of them are in detailedComments)' }),
    share: Type.Integer({ minimum: 0 }),
    likedUsers: Type.Array(Person()),
    detailedComments: Type.Array(ref(DemoProfileCommentSchema), { description: 'Oldest first' }),
  },
  { $id: 'DemoProfilePost' },
);
export type DemoProfilePost = Static<typeof DemoProfilePostSchema>;

export const DemoProfilePollSchema = Type.Object(
  {
    question: Type.String(),
    totalVotes: Type.Integer({ minimum: 0 }),
    yourVote: Type.Union([Type.Integer(), Type.Null()], { description: "The option id of the signed-in user's vote" }),
    options: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        votes: Type.Integer({ minimum: 0 }),
        votedUser: Type.Array(Person(), { description: 'Some of the people who chose it' }),
      }),
    ),
  },
  { $id: 'DemoProfilePoll' },
);
export type DemoProfilePoll = Static<typeof DemoProfilePollSchema>;

export const DemoSocialProfileSchema = Type.Object(
  {
    header: Type.Object({ ...who, designation: Type.String(), coverImg: Type.String() }, { description: "The signed-in user's name and picture from their account settings" }),
    userAbout: Type.Object({ about: Type.String(), joined: Type.String({ format: 'date' }), lives: Type.String(), email: Type.String(), website: Type.String() }),
    suggestedPages: Type.Array(Type.Object({ ...who, subtitle: Type.String(), favorite: Type.Boolean() })),
    twitterFeeds: Type.Array(
      Type.Object({ id: Type.String(), imgUrl: Type.String(), title: Type.String(), tags: Type.String(), desc: Type.String(), favorite: Type.Boolean() }),
    ),
    post: Type.Array(ref(DemoProfilePostSchema), { description: 'The first page of posts (the rest: listDemoProfilePosts)' }),
    postsTotal: Type.Integer({ minimum: 0 }),
    latestPhotos: Type.Array(Type.Object({ img: Type.String() })),
    suggestions: Type.Array(Type.Object({ avatar: Type.String(), name: Type.String(), mutualFriends: Type.Integer({ minimum: 0 }) })),
    poll: ref(DemoProfilePollSchema),
  },
  { $id: 'DemoSocialProfile' },
);
export type DemoSocialProfile = Static<typeof DemoSocialProfileSchema>;

export const PROFILE_POSTS_PER_PAGE = 3;

export const DemoProfilePostsQuerySchema = Type.Object({ ...pagingQuery(PROFILE_POSTS_PER_PAGE) }, { $id: 'DemoProfilePostsQuery' });
export const DemoProfilePostPageSchema = Type.Object(
  { posts: Type.Array(ref(DemoProfilePostSchema), { description: 'Newest first' }), total: Type.Integer({ minimum: 0 }) },
  { $id: 'DemoProfilePostPage' },
);
export const DemoProfilePostParamsSchema = idParams('id', 'DemoProfilePostParams');
export const DemoProfileLikeSchema = Type.Object({ liked: Type.Boolean() }, { $id: 'DemoProfileLike' });
export const DemoProfileCommentInputSchema = Type.Object(
  { comment: Type.String({ minLength: 1, maxLength: 1000, pattern: PARAGRAPHS_PATTERN, examples: ['Lovely picture!'] }) },
  { $id: 'DemoProfileCommentInput' },
);
export const DemoProfilePostAnswerSchema = Type.Object({ post: ref(DemoProfilePostSchema) }, { $id: 'DemoProfilePostAnswer' });
export const DemoPollVoteSchema = Type.Object({ optionId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) }, { $id: 'DemoPollVote' });

export const demoProfileSchemas = [
  DemoProfileCommentSchema,
  DemoProfilePostSchema,
  DemoProfilePollSchema,
  DemoSocialProfileSchema,
  DemoProfilePostsQuerySchema,
  DemoProfilePostPageSchema,
  DemoProfilePostParamsSchema,
  DemoProfileLikeSchema,
  DemoProfileCommentInputSchema,
  DemoProfilePostAnswerSchema,
  DemoPollVoteSchema,
];
