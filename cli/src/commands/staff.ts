import { randomBytes } from 'node:crypto';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffCreateSchema, validateForm } from '@otech/domain';
import type { StaffCreateValues } from '@otech/domain';
import { UsageError } from '../report.ts';

/** What `otech staff add` says of each field it refuses (the CLI speaks English; the forms' texts are French). */
const FIELD_ERRORS: Readonly<Record<string, string>> = {
  name: '--name: required, at most 255 characters',
  email: '<email>: not a valid e-mail address (at most 255 characters)',
  role: `--role: expected one of ${STAFF_ROLES.join(', ')}`,
};

/**
 * The member `otech staff add` creates, with a first password drawn at random (16 characters) that
 * is printed once, for the member to change at their first sign-in: no password on a command line
 * or in a shell history.
 */
export function newStaffMember(email: string, name: string, role: string): StaffCreateValues {
  const password = randomBytes(12).toString('base64url');
  const result = validateForm(staffCreateSchema, { name, email, role, password });
  if (!result.ok) throw new UsageError(Object.keys(result.errors).map((field) => FIELD_ERRORS[field] ?? `${field}: ${result.errors[field]}`).join('\n'));
  return result.value;
}

/** One line per member: e-mail, name, role, state. */
export function staffLine(member: { email: string; name: string; role: keyof typeof STAFF_ROLE_LABELS; active: boolean }): string {
  return `${member.email}\t${member.name}\t${STAFF_ROLE_LABELS[member.role]}\t${member.active ? 'active' : 'deactivated'}\n`;
}
