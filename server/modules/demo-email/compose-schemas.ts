import { Type, type Static } from '@sinclair/typebox';
import { Line, ref } from '../../lib/schema.js';
import { RichText } from '../../lib/rich-text.js';
import { MAIL_ADDRESS_PATTERN, MAIL_LIMITS } from '../../../common/demo-email-rules.js';
import { DemoEmailAttachmentSchema, DemoEmailSchema, emailIds } from './schemas.js';

/** Schemas of writing mail: sending, drafts, deleting for good and attachments. */

const address = (opts: object = {}) =>
  Type.String({ maxLength: MAIL_LIMITS.address, pattern: MAIL_ADDRESS_PATTERN, description: 'An e-mail address', examples: ['jane@example.com'], ...opts });

const recipients = (description: string) => Type.Optional(Type.Array(address(), { maxItems: MAIL_LIMITS.recipients, default: [], description }));

export const DemoEmailAddresseeSchema = Type.Object(
  { name: Line(MAIL_LIMITS.name, { default: '', examples: ['Jane Cooper'] }), email: address() },
  { $id: 'DemoEmailAddressee', description: 'A recipient: the name may be empty (an address typed by hand)' },
);

const composeFields = {
  cc: recipients('Copy to'),
  bcc: recipients('Blind copy to'),
  subject: Type.Optional(Line(MAIL_LIMITS.subject, { default: '', examples: ['Quarterly report'] })),
  message: Type.Optional(RichText(MAIL_LIMITS.message, { default: '', description: 'HTML; sanitised when stored (no script, handler, style or frame survives)' })),
  attachmentIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), {
    maxItems: MAIL_LIMITS.attachments,
    uniqueItems: true,
    default: [],
      description: 'Files uploaded with uploadDemoEmailAttachment, or attachments of an e-mail being forwarded',
    }),
  ),
  inReplyTo: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, description: 'The e-mail answered or forwarded: its thread becomes the earlier messages of this one' }),
  ),
};

export const DemoEmailDraftFieldsSchema = Type.Object(
  { to: Type.Optional(Type.Array(ref(DemoEmailAddresseeSchema), { maxItems: MAIL_LIMITS.recipients, default: [] })), ...composeFields },
  { $id: 'DemoEmailDraftFields', description: 'An e-mail being written: every field may still be empty' },
);
export type DemoEmailDraftFields = Static<typeof DemoEmailDraftFieldsSchema>;

export const DemoEmailOutgoingSchema = Type.Object(
  { to: Type.Array(ref(DemoEmailAddresseeSchema), { minItems: 1, maxItems: MAIL_LIMITS.recipients }), ...composeFields },
  { $id: 'DemoEmailOutgoing', description: 'An e-mail to send: at least one recipient in To' },
);

export const SendDemoEmailBodySchema = Type.Object(
  {
    email: ref(DemoEmailOutgoingSchema),
    draftId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, description: 'The draft this e-mail was written in: it leaves Drafts' })),
  },
  { $id: 'SendDemoEmailBody', examples: [{ email: { to: [{ name: 'Jane Cooper', email: 'jane@example.com' }], subject: 'Hello', message: '<p>Hi Jane</p>' } }] },
);

export const SaveDemoEmailDraftBodySchema = Type.Object(
  { email: ref(DemoEmailDraftFieldsSchema) },
  { $id: 'SaveDemoEmailDraftBody', examples: [{ email: { to: [], subject: 'Notes', message: '<p>To finish</p>' } }] },
);

export const DemoEmailEnvelopeSchema = Type.Object({ email: ref(DemoEmailSchema) }, { $id: 'DemoEmailEnvelope' });

export const DemoEmailDraftParamsSchema = Type.Object(
  { draftId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, examples: [17] }) },
  { $id: 'DemoEmailDraftParams' },
);

export const DeleteDemoEmailsBodySchema = Type.Object({ emailIds }, { $id: 'DeleteDemoEmailsBody', examples: [{ emailIds: [24] }] });

export const DeletedDemoEmailsSchema = Type.Object(
  { deletedIds: Type.Array(Type.Integer()) },
  { $id: 'DeletedDemoEmails', description: 'The e-mails deleted for good' },
);

export const DemoEmailAttachmentParamsSchema = Type.Object(
  { attachmentId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, examples: [1] }) },
  { $id: 'DemoEmailAttachmentParams' },
);

export const DemoEmailAttachmentUploadSchema = Type.Object(
  { file: Type.String({ format: 'binary', description: `Any type of file, 1 byte to ${MAIL_LIMITS.attachmentBytes / 1024 / 1024} MB` }) },
  { $id: 'DemoEmailAttachmentUpload', description: 'multipart/form-data fields' },
);

export const DemoEmailAttachmentEnvelopeSchema = Type.Object({ attachment: ref(DemoEmailAttachmentSchema) }, { $id: 'DemoEmailAttachmentEnvelope' });

export const demoEmailComposeSchemas = [
  DemoEmailAddresseeSchema,
  DemoEmailDraftFieldsSchema,
  DemoEmailOutgoingSchema,
  SendDemoEmailBodySchema,
  SaveDemoEmailDraftBodySchema,
  DemoEmailEnvelopeSchema,
  DemoEmailDraftParamsSchema,
  DeleteDemoEmailsBodySchema,
  DeletedDemoEmailsSchema,
  DemoEmailAttachmentParamsSchema,
  DemoEmailAttachmentUploadSchema,
  DemoEmailAttachmentEnvelopeSchema,
];
