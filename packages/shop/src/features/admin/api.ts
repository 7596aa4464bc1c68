import { AdminLoginResponseSchema, type AdminLoginValues } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

export function adminLogin(values: AdminLoginValues) {
  return apiRequest('/admin/login', AdminLoginResponseSchema, { method: 'POST', body: values });
}
