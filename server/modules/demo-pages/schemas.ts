import { Type, type Static } from '@sinclair/typebox';
import { demoPricingSchemas } from './pricing-schemas.js';

const connection = Type.Object({ connected: Type.Boolean(), id: Type.Union([Type.String(), Type.Null()]), profileImg: Type.Union([Type.String(), Type.Null()]) });

export const DemoAccountSettingsSchema = Type.Object(
  {
    general: Type.Object({ avatar: Type.String(), username: Type.String(), fullName: Type.String(), email: Type.String(), company: Type.String() }),
    info: Type.Object({ bio: Type.String(), dob: Type.String({ format: 'date' }), country: Type.String(), website: Type.String(), phone: Type.String() }),
    social: Type.Object({
      socialLinks: Type.Object({
        twitter: Type.String(),
        facebook: Type.String(),
        google: Type.String(),
        linkedIn: Type.String(),
        instagram: Type.String(),
        quora: Type.String(),
      }),
      connections: Type.Object({ twitter: connection, google: connection, facebook: connection, github: connection }),
    }),
    notification: Type.Object({
      commentOnArticle: Type.Boolean(),
      answerOnForm: Type.Boolean(),
      followMe: Type.Boolean(),
      newAnnouncements: Type.Boolean(),
      productUpdates: Type.Boolean(),
      blogDigest: Type.Boolean(),
    }),
  },
  { $id: 'DemoAccountSettings' },
);
export type DemoAccountSettings = Static<typeof DemoAccountSettingsSchema>;

const who = { avatar: Type.String(), username: Type.String() };

export const DemoSocialProfileSchema = Type.Object(
  {
    header: Type.Object({ ...who, designation: Type.String(), coverImg: Type.String() }),
    userAbout: Type.Object({ about: Type.String(), joined: Type.String({ format: 'date' }), lives: Type.String(), email: Type.String(), website: Type.String() }),
    suggestedPages: Type.Array(Type.Object({ ...who, subtitle: Type.String(), favorite: Type.Boolean() })),
    twitterFeeds: Type.Array(
      Type.Object({ id: Type.String(), imgUrl: Type.String(), title: Type.String(), tags: Type.String(), desc: Type.String(), favorite: Type.Boolean() }),
    ),
    post: Type.Array(
      Type.Object({
        ...who,
        postTime: Type.String({ format: 'date-time' }),
        postText: Type.String(),
        postImg: Type.Union([Type.String(), Type.Null()]),
        likes: Type.Integer(),
        youLiked: Type.Boolean(),
        comments: Type.Integer(),
        share: Type.Integer(),
        likedUsers: Type.Array(Type.Object(who)),
        detailedComments: Type.Array(Type.Object({ ...who, comment: Type.String(), commentsLikes: Type.Integer(), youLiked: Type.Boolean() })),
      }),
    ),
    latestPhotos: Type.Array(Type.Object({ img: Type.String() })),
    suggestions: Type.Array(Type.Object({ avatar: Type.String(), name: Type.String(), mutualFriend: Type.String({ examples: ['6 Mutual Friends'] }) })),
    polls: Type.Array(Type.Object({ name: Type.String(), result: Type.String({ examples: ['82%'] }), votedUser: Type.Array(Type.Object(who)) })),
  },
  { $id: 'DemoSocialProfile' },
);
export type DemoSocialProfile = Static<typeof DemoSocialProfileSchema>;

export const demoPagesSchemas = [...demoPricingSchemas, DemoAccountSettingsSchema, DemoSocialProfileSchema];
