import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { oneOf, searchQuery } from '../../lib/list-query.js';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export const DemoEmailSenderSchema = Type.Object(
  { email: Type.String({ examples: ['tommys@mail.com'] }), name: Type.String({ examples: ['Tommy Sicilia'] }), avatar: Type.String() },
  { $id: 'DemoEmailSender' },
);
export const DemoEmailRecipientSchema = Type.Object(
  { name: Type.String({ examples: ['me'] }), email: Type.String({ examples: ['johndoe@mail.com'] }) },
  { $id: 'DemoEmailRecipient' },
);
export const DemoEmailAttachmentSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, examples: [3] }),
    fileName: Type.String({ examples: ['report.pdf'] }),
    thumbnail: Type.String({ description: 'Empty: no preview (clients show an icon by file type)' }),
    url: Type.String({ description: 'Where the file is downloaded (downloadDemoEmailAttachment)', examples: ['/api/apps/email/attachments/3'] }),
    size: Type.String({ description: 'The size in words, in English', examples: ['52 KB'] }),
    bytes: Type.Integer({ minimum: 1, description: 'The size in bytes', examples: [53248] }),
  },
  { $id: 'DemoEmailAttachment', description: 'A file attached to an e-mail, held in the app\'s memory' },
);
export type DemoEmailAttachment = Static<typeof DemoEmailAttachmentSchema>;

const messageFields = {
  id: Type.Integer(),
  from: ref(DemoEmailSenderSchema),
  to: Type.Array(ref(DemoEmailRecipientSchema)),
  subject: Type.String(),
  cc: Type.Array(Type.String({ examples: ['vrushankbrahmshatriya@mail.com'] })),
  bcc: Type.Array(Type.String()),
  message: Type.String({ description: 'HTML' }),
  attachments: Type.Array(ref(DemoEmailAttachmentSchema)),
  time: Type.String({ format: 'date-time' }),
};

export const DemoEmailReplySchema = Type.Object(messageFields, { $id: 'DemoEmailReply', description: 'One earlier message of a thread' });
export type DemoEmailReply = Static<typeof DemoEmailReplySchema>;

export const DemoEmailSchema = Type.Object(
  {
    ...messageFields,
    isStarred: Type.Boolean(),
    labels: Type.Array(oneOf(EMAIL_LABELS)),
    replies: Type.Array(ref(DemoEmailReplySchema)),
    answers: Type.Array(ref(DemoEmailReplySchema), {
      description: 'What was sent from this e-mail (its replies and forwards, at most 20, oldest first): the thread as it went on after it',
    }),
    folder: oneOf(EMAIL_FOLDERS),
    isRead: Type.Boolean(),
    isDeleted: Type.Boolean({ description: 'true while the e-mail is in the trash folder' }),
  },
  { $id: 'DemoEmail' },
);
export type DemoEmail = Static<typeof DemoEmailSchema>;

export const DemoEmailsQuerySchema = Type.Object(
  {
    q: searchQuery('the subject, the sender (name or address) or the text of the message'),
    folder: Type.Optional(
      oneOf(EMAIL_VIEWS, { default: 'inbox', description: 'trash: the trash; starred: starred e-mails not in the trash; otherwise that folder' }),
    ),
    label: Type.Optional(oneOf(EMAIL_LABELS, { description: 'Only e-mails carrying this label' })),
  },
  { $id: 'DemoEmailsQuery' },
);

export const DemoEmailListSchema = Type.Object(
  {
    emails: Type.Array(ref(DemoEmailSchema), { description: 'Newest first' }),
    emailsMeta: Type.Object(
      {
        inbox: Type.Integer({ description: 'Unread e-mails in the inbox' }),
        draft: Type.Integer({ description: 'All drafts' }),
        spam: Type.Integer({ description: 'Unread e-mails in spam' }),
      },
      { description: 'Counted over all e-mails, whatever the filters' },
    ),
  },
  { $id: 'DemoEmailList' },
);

export const emailIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, examples: [[1, 2]] });

export const EMAIL_UPDATABLE = ['isRead', 'isStarred', 'folder'] as const;
export const UpdateDemoEmailsBodySchema = Type.Object(
  {
    emailIds,
    dataToUpdate: Type.Object(
      { isRead: Type.Optional(Type.Boolean()), isStarred: Type.Optional(Type.Boolean()), folder: Type.Optional(oneOf(EMAIL_FOLDERS)) },
      { minProperties: 1, additionalProperties: false, description: 'Only isRead, isStarred and folder; any other key is refused (400)' },
    ),
  },
  { $id: 'UpdateDemoEmailsBody', examples: [{ emailIds: [1, 2], dataToUpdate: { isRead: true } }] },
);

export const ToggleDemoEmailLabelBodySchema = Type.Object(
  { emailIds, label: oneOf(EMAIL_LABELS) },
  { $id: 'ToggleDemoEmailLabelBody', examples: [{ emailIds: [3], label: 'important' }] },
);

export const DemoEmailsSchema = Type.Object({ emails: Type.Array(ref(DemoEmailSchema)) }, { $id: 'DemoEmails', description: 'The changed e-mails' });

export const DemoEmailNeighbourQuerySchema = Type.Object(
  {
    dir: oneOf(['previous', 'next'] as const),
    emailId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, examples: [3] }),
    folder: Type.Optional(
      oneOf(EMAIL_VIEWS, {
        description: 'Step through this list (with label and q) in its order, newest first: previous is the newer e-mail, next the older one. Without it: storage order.',
      }),
    ),
    label: Type.Optional(oneOf(EMAIL_LABELS, { description: 'With folder: the list of this label' })),
    q: searchQuery('the subject, the sender or the text (with folder: the searched list)'),
  },
  { $id: 'DemoEmailNeighbourQuery' },
);

export const demoEmailSchemas = [
  DemoEmailSenderSchema,
  DemoEmailRecipientSchema,
  DemoEmailAttachmentSchema,
  DemoEmailReplySchema,
  DemoEmailSchema,
  DemoEmailsQuerySchema,
  DemoEmailListSchema,
  UpdateDemoEmailsBodySchema,
  ToggleDemoEmailLabelBodySchema,
  DemoEmailsSchema,
  DemoEmailNeighbourQuerySchema,
];
