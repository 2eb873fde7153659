import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors, FormMessage } from '../../../components/form-state';
import type { CheckedForm } from '../../../components/use-checked-form';
import type { ApiProblem } from '../../../lib/api-errors';
import { DEPARTMENT_LABELS, type Department } from '../../../lib/careers-vocabulary';
import { CheckboxesField, SelectField, TextField } from '../job-form-fields';
import { ADMIN_REFUSALS } from '../refusals';
import { STAFF_FLAG_LABELS, STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, type StaffFlag, type StaffMember, type StaffRole } from './vocabulary';

/** The grant part of the invite and edit forms: role, departments (none chosen: all), flags, job title. */
export type GrantField = 'systemRole' | 'departments' | 'flags' | 'jobTitle';
export const GRANT_FIELDS: readonly GrantField[] = ['systemRole', 'jobTitle', 'departments', 'flags'];

export const grantValues = (member: StaffMember | null): Record<GrantField, string> => ({
  systemRole: member?.systemRole ?? 'panel_member',
  departments: member?.departments?.join(',') ?? '',
  flags: member?.flags.join(',') ?? '',
  jobTitle: member?.jobTitle ?? '',
});

const list = (value: string) => value.split(',').filter(Boolean);

/** The API's grant from the form's values. */
export const grantInput = (values: Record<GrantField, string>) => ({
  systemRole: values.systemRole as StaffRole,
  departments: list(values.departments).length ? (list(values.departments) as Department[]) : null,
  flags: list(values.flags) as StaffFlag[],
  jobTitle: values.jobTitle.trim() || null,
});

/** A refusal placed under its field (the server names it in `field`) and in the summary. */
export function grantProblem<F extends string>(problem: ApiProblem, fields: readonly F[]): { fields: FieldErrors<F>; form: FormMessage } {
  const message: MessageDescriptor = ADMIN_REFUSALS[problem.code as keyof typeof ADMIN_REFUSALS] ?? msg`The change was not saved. Check the fields and try again.`;
  const field = fields.find((f) => f === problem.field);
  return { fields: field ? ({ [field]: message } as FieldErrors<F>) : {}, form: message };
}

/** The role (with what it may do), departments, flags and job title fields. */
export function GrantFields<F extends string>({ form }: { form: CheckedForm<Record<F | GrantField, string>> }) {
  const { i18n } = useLingui();
  const role = (form as unknown as CheckedForm<Record<GrantField, string>>).form.watch('systemRole') as StaffRole;
  return (
    <>
      <SelectField
        form={form}
        name="systemRole"
        label={<Trans>Role</Trans>}
        hint={STAFF_ROLE_HINTS[role] ? i18n._(STAFF_ROLE_HINTS[role]) : null}
        options={STAFF_ROLE_LABELS}
        placeholder={false}
        required
      />
      <TextField form={form} name="jobTitle" label={<Trans>Job title</Trans>} maxLength={120} />
      <CheckboxesField
        form={form}
        name="departments"
        legend={<Trans>Departments</Trans>}
        hint={<Trans>Leave every box unticked for all departments.</Trans>}
        options={DEPARTMENT_LABELS}
      />
      <CheckboxesField form={form} name="flags" legend={<Trans>Permissions for sensitive data</Trans>} options={STAFF_FLAG_LABELS} />
    </>
  );
}
