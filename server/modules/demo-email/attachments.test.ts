import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.js';
import { attachmentDisposition, cleanFileName, createAttachmentStore, ORPHAN_UPLOAD_TTL_MS } from './attachments.js';

const kb = (n: number) => Buffer.alloc(n * 1024, 1);

describe('the attachment store', () => {
  it('refuses an upload beyond its room with 413 attachment_storage_full, keeping what it holds', () => {
    const store = createAttachmentStore(() => true, { maxBytes: 10 * 1024 });
    const kept = store.upload('a.bin', kb(6));
    expect(() => store.upload('b.bin', kb(5))).toThrow(expect.objectContaining({ statusCode: 413, code: 'attachment_storage_full' }) as HttpError);
    expect(store.file(kept.id).data.length).toBe(6 * 1024);
    expect(store.totalBytes).toBe(6 * 1024);
  });

  it('makes room by dropping uploads no e-mail refers to once they are an hour old, never younger ones or used ones', () => {
    let clock = 0;
    const used = new Set<number>();
    const store = createAttachmentStore((id) => used.has(id), { now: () => clock, maxBytes: 10 * 1024 });
    const orphan = store.upload('orphan.bin', kb(4));
    const attached = store.upload('attached.bin', kb(4));
    used.add(attached.id);
    expect(() => store.upload('c.bin', kb(4))).toThrow(HttpError);
    clock = ORPHAN_UPLOAD_TTL_MS + 1;
    const fresh = store.upload('c.bin', kb(4));
    expect(() => store.file(orphan.id)).toThrow(expect.objectContaining({ statusCode: 404 }) as HttpError);
    expect(store.file(attached.id).fileName).toBe('attached.bin');
    expect(store.file(fresh.id).fileName).toBe('c.bin');
  });

  it('releases only files nobody refers to', () => {
    const used = new Set<number>();
    const store = createAttachmentStore((id) => used.has(id));
    const a = store.upload('a.txt', kb(1));
    const b = store.upload('b.txt', kb(1));
    used.add(b.id);
    store.release([a.id, b.id]);
    expect(() => store.file(a.id)).toThrow(HttpError);
    expect(store.file(b.id).fileName).toBe('b.txt');
    expect(() => store.describeAll([b.id, 999])).toThrow(expect.objectContaining({ statusCode: 404 }) as HttpError);
  });
});

describe('attachment names', () => {
  it('keeps the base name without folders, control characters or broken surrogates, at most 120 characters', () => {
    expect(cleanFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bell\u0007\u0000.txt')).toBe('bell.txt');
    expect(cleanFileName('half\ud800.txt')).toBe('half\ufffd.txt');
    expect(cleanFileName(`${'x'.repeat(200)}.txt`)).toHaveLength(120);
    expect(cleanFileName('   ')).toBe('attachment');
    expect(cleanFileName(undefined)).toBe('attachment');
  });

  it('offers the file under its name, with an ASCII fallback that cannot break the header', () => {
    expect(attachmentDisposition('Résumé "final";.pdf')).toBe(`attachment; filename="R_sum_ _final__.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B.pdf`);
  });
});
