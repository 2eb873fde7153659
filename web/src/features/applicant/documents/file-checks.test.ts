import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { checkFile, fileNameOf, uploadRefusal } from './file-checks';

const text = (m: ReturnType<typeof checkFile>) => (m ? i18n._(m) : null);
const MB = 1024 * 1024;

describe('file checks in the browser', () => {
  it('accepts PDF, DOCX, PNG and JPEG up to 10 MB, whatever the case of the extension', () => {
    expect(checkFile({ name: 'cv.pdf', type: 'application/pdf', size: 1200 })).toBeNull();
    expect(checkFile({ name: 'Letter.DOCX', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1 })).toBeNull();
    expect(checkFile({ name: 'id.jpeg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(checkFile({ name: 'scan.png', type: '', size: 5 })).toBeNull();
  });

  it('refuses other types, a name that disagrees with the type, empty and too large files', () => {
    expect(text(checkFile({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }))).toBe('Only PDF, DOCX, PNG and JPEG files are accepted.');
    expect(text(checkFile({ name: 'old.doc', type: 'application/msword', size: 10 }))).toBe('Only PDF, DOCX, PNG and JPEG files are accepted.');
    expect(text(checkFile({ name: 'photo.pdf', type: 'image/png', size: 10 }))).toBe('Only PDF, DOCX, PNG and JPEG files are accepted.');
    expect(text(checkFile({ name: 'README', type: '', size: 10 }))).toBe('Only PDF, DOCX, PNG and JPEG files are accepted.');
    expect(text(checkFile({ name: 'cv.pdf', type: 'application/pdf', size: 0 }))).toBe('The file is empty.');
    expect(text(checkFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 * MB + 1 }))).toBe('The file is larger than 10 MB. Please upload a smaller file.');
  });

  it('says why the server refused an upload, by the refusal code', () => {
    const limits = { maxFileBytes: 10 * MB, maxDocuments: 20 };
    expect(i18n._(uploadRefusal('unsupported_file', limits))).toMatch(/^Only PDF, DOCX, PNG and JPEG files are accepted\. The content of this file is none of them/);
    expect(i18n._(uploadRefusal('file_too_large', limits))).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    expect(i18n._(uploadRefusal('document_limit', limits))).toBe('You already keep 20 documents, the most allowed. Delete one before uploading another.');
    expect(i18n._(uploadRefusal('file_empty', limits))).toBe('The file is empty.');
    expect(i18n._(uploadRefusal('internal_error', limits))).toBe('The upload failed. Please try again.');
    expect(i18n._(uploadRefusal('network', limits))).toBe('The upload failed. Please try again.');
  });

  it('reads the download’s file name, the UTF-8 form first', () => {
    expect(fileNameOf(`attachment; filename="CV_Jos_.pdf"; filename*=UTF-8''CV%20Jos%C3%A9.pdf`)).toBe('CV José.pdf');
    expect(fileNameOf('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
