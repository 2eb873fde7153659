import { describe, expect, it } from 'vitest';
import { missingFieldsText } from './refusals';

describe('a publication refused from the list of jobs', () => {
  it('names every missing field, in the order of the form, by code and field', () => {
    const problem = {
      status: 400,
      code: 'field_required',
      field: 'summary',
      problems: [
        { code: 'field_required', field: 'summary' },
        { code: 'field_required', field: 'department' },
        { code: 'closing_date_past', field: 'closingDate' },
        { code: 'field_required', field: 'closingDate' },
      ],
    };
    expect(missingFieldsText(problem)).toBe('This job cannot be published: fill in the department, the closing date, and the summary.');
  });

  it('leaves other refusals to their own message', () => {
    expect(missingFieldsText({ status: 409, code: 'invalid_transition' })).toBeNull();
  });
});
