import { Type, type Static } from '@sinclair/typebox';
import { NonBlankParagraphs, Paragraphs, ref } from '../../lib/schema.js';
import { idParams, oneOf, searchQuery } from '../../lib/list-query.js';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_ABOUT_MAX = 500;

const person = {
  id: Type.Integer({ examples: [1] }),
  fullName: Type.String({ examples: ['Felecia Rower'] }),
  avatar: Type.String(),
  status: oneOf(CHAT_STATUSES),
};

export const DemoChatContactSchema = Type.Object(
  { ...person, role: Type.String({ examples: ['Frontend Developer'] }), about: Type.String() },
  { $id: 'DemoChatContact' },
);
export type DemoChatContact = Static<typeof DemoChatContactSchema>;

export const DemoChatMessageSchema = Type.Object(
  {
    message: Type.String({ examples: ['Hi'] }),
    time: Type.String({ format: 'date-time' }),
    senderId: Type.Integer({ description: 'The profile user or the contact', examples: [11] }),
  },
  { $id: 'DemoChatMessage' },
);
export type DemoChatMessage = Static<typeof DemoChatMessageSchema>;

export const DemoChatThreadSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer({ description: 'The contact this thread is with' }),
    unseenMsgs: Type.Integer({ minimum: 0 }),
    messages: Type.Array(ref(DemoChatMessageSchema), { description: 'Oldest first' }),
  },
  { $id: 'DemoChatThread' },
);
export type DemoChatThread = Static<typeof DemoChatThreadSchema>;

export const DemoChatContactWithChatSchema = Type.Object(
  {
    ...DemoChatContactSchema.properties,
    chat: Type.Object({ id: Type.Integer(), unseenMsgs: Type.Integer(), lastMessage: ref(DemoChatMessageSchema) }),
  },
  { $id: 'DemoChatContactWithChat' },
);

export const DemoChatProfileUserSchema = Type.Object(
  {
    ...person,
    role: Type.String({ examples: ['admin'] }),
    about: Type.String(),
    settings: Type.Object({ isTwoStepAuthVerificationEnabled: Type.Boolean(), isNotificationsOn: Type.Boolean() }),
  },
  { $id: 'DemoChatProfileUser' },
);
export type DemoChatProfileUser = Static<typeof DemoChatProfileUserSchema>;

export const DemoChatsAndContactsSchema = Type.Object(
  {
    chatsContacts: Type.Array(ref(DemoChatContactWithChatSchema), { description: 'Contacts with a thread, most recently active first' }),
    contacts: Type.Array(ref(DemoChatContactSchema), { description: 'Every contact' }),
    profileUser: Type.Object(person),
  },
  { $id: 'DemoChatsAndContacts' },
);

export const DemoChatsQuerySchema = Type.Object({ q: searchQuery("the contact's full name or role") }, { $id: 'DemoChatsQuery' });

export const DemoChatParamsSchema = idParams('userId', 'DemoChatParams');

export const DemoChatWithContactSchema = Type.Object(
  { chat: Type.Optional(ref(DemoChatThreadSchema)), contact: ref(DemoChatContactSchema) },
  { $id: 'DemoChatWithContact', description: 'No chat when there is no thread with this contact yet' },
);

export const SendDemoChatMessageBodySchema = Type.Object(
  {
    message: NonBlankParagraphs(CHAT_MESSAGE_MAX, { examples: ['How are you?'] }),
    senderId: Type.Integer({ description: 'The profile user id or the contact id', examples: [11] }),
  },
  { $id: 'SendDemoChatMessageBody' },
);

export const SentDemoChatMessageSchema = Type.Object(
  { newMessageData: ref(DemoChatMessageSchema), chat: Type.Optional(ref(DemoChatThreadSchema)) },
  { $id: 'SentDemoChatMessage', description: 'chat is present when this message started the thread' },
);

export const UpdateDemoChatProfileBodySchema = Type.Object(
  {
    about: Type.Optional(Paragraphs(CHAT_ABOUT_MAX, { description: 'What contacts read about you; may be empty' })),
    status: Type.Optional(oneOf(CHAT_STATUSES)),
  },
  { $id: 'UpdateDemoChatProfileBody', minProperties: 1, examples: [{ about: 'Back on Monday', status: 'away' }] },
);

export const demoChatSchemas = [
  UpdateDemoChatProfileBodySchema,
  DemoChatsQuerySchema,
  DemoChatContactSchema,
  DemoChatMessageSchema,
  DemoChatThreadSchema,
  DemoChatContactWithChatSchema,
  DemoChatProfileUserSchema,
  DemoChatsAndContactsSchema,
  DemoChatParamsSchema,
  DemoChatWithContactSchema,
  SendDemoChatMessageBodySchema,
  SentDemoChatMessageSchema,
];
