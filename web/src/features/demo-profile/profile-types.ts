import type { components } from '../../api/schema';

type Schemas = components['schemas'];
export type SocialProfile = Schemas['DemoSocialProfile'];
export type ProfilePost = Schemas['DemoProfilePost'];
export type ProfilePoll = Schemas['DemoProfilePoll'];
export type PostPage = Schemas['DemoProfilePostPage'];
