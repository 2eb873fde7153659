import { Type, type Static } from '@sinclair/typebox';
import { Name, ref } from '../../lib/schema.js';
import { DocumentKindSchema } from '../careers-jobs/index.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 20;

export const DocumentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: ref(DocumentKindSchema),
    name: Type.String({ description: 'Shown to the applicant and used as the download file name' }),
    contentType: Type.String({ examples: ['application/pdf'], description: 'Detected from the content' }),
    size: Type.Integer({ description: 'Bytes' }),
    downloadUrl: Type.String({ examples: ['/api/careers/documents/0b5e…/download'] }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ApplicantDocument' },
);
export type ApplicantDocument = Static<typeof DocumentSchema>;

export const DocumentListSchema = Type.Object(
  {
    documents: Type.Array(ref(DocumentSchema), { description: 'Newest first' }),
    maxDocuments: Type.Integer({ description: 'How many documents an applicant may keep' }),
    maxFileBytes: Type.Integer({ description: 'The largest file accepted' }),
  },
  { $id: 'ApplicantDocumentList' },
);

export const DocumentUploadSchema = Type.Object(
  {
    kind: ref(DocumentKindSchema),
    name: Type.Optional(Name(120, { description: 'Display name; the uploaded file name when left out (control and bidirectional formatting characters taken out)' })),
    file: Type.String({ format: 'binary', description: 'PDF, DOCX, PNG or JPEG, at most 10 MB; checked by content' }),
  },
  { $id: 'DocumentUpload', description: 'multipart/form-data fields' },
);

export const DocumentPatchSchema = Type.Object(
  {
    name: Type.Optional(Name(120, { minLength: 1 })),
    kind: Type.Optional(ref(DocumentKindSchema)),
  },
  { $id: 'DocumentPatch', minProperties: 1 },
);
export type DocumentPatch = Static<typeof DocumentPatchSchema>;

export const DocumentIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) }, { $id: 'DocumentIdParams' });

export const careersDocumentsSchemas = [DocumentSchema, DocumentListSchema, DocumentUploadSchema, DocumentPatchSchema, DocumentIdParamsSchema];
