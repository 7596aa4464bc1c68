import * as v from 'valibot';
import { accountDataFileName, accountSettingsSchema, CartSchema, ClientDashboardUserSchema } from '@otech/domain';
import type { AccountSettingsValues, BankingBody, DataExportFormat, PasswordChangeValues, PersonalInfoValues, PreferencesValues } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

// The client dashboard's calls (docs/api.md, "Client dashboard account").

export function fetchProfile(signal?: AbortSignal) {
  return apiRequest('/account/profile', ClientDashboardUserSchema, { signal });
}

export function savePersonalInfo(values: PersonalInfoValues) {
  return apiRequest('/account/personal-info', ClientDashboardUserSchema, { method: 'PUT', body: values });
}

export function saveBanking(body: Partial<BankingBody>) {
  return apiRequest('/account/banking', ClientDashboardUserSchema, { method: 'PUT', body });
}

export function savePreferences(values: PreferencesValues) {
  return apiRequest('/account/preferences', ClientDashboardUserSchema, { method: 'PUT', body: values });
}

/** "Paramètres du Compte" of the account dashboard, the client record's own fields. */
export function fetchAccountSettings(signal?: AbortSignal) {
  return apiRequest('/account/settings', accountSettingsSchema, { signal });
}

export function saveAccountSettings(values: AccountSettingsValues) {
  return apiRequest('/account/settings', accountSettingsSchema, { method: 'PUT', body: values });
}

/** The session goes on with the new token the answer carries: the password change ended every other one. */
export function changePassword(values: PasswordChangeValues) {
  return apiRequest('/account/password', v.object({ token: v.string(), expiresAt: v.string() }), { method: 'POST', body: values });
}

export async function exportMyData(format: DataExportFormat) {
  saveFile(await apiFile(`/account/export?format=${format}`), accountDataFileName(new Date().toISOString(), format));
}

/** Deleting the account asks for the password again (issue 27). */
export function deleteAccount(password: string) {
  return apiRequest('/account', v.null(), { method: 'DELETE', body: { password } });
}

export async function downloadQuote(id: string) {
  saveFile(await apiFile(`/account/quotes/${encodeURIComponent(id)}/pdf`), `devis_${id}.pdf`);
}

export function duplicateQuote(id: string) {
  return apiRequest(`/account/quotes/${encodeURIComponent(id)}/duplicate`, CartSchema, { method: 'POST' });
}
