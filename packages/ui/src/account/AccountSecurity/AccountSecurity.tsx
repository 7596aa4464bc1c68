import { ChangePasswordForm, type ChangePasswordFormProps } from '../ChangePasswordForm/ChangePasswordForm.tsx';
import { DataExportPanel, type DataExportPanelProps } from '../DataExportPanel/DataExportPanel.tsx';
import { DeleteAccountPanel, type DeleteAccountPanelProps } from '../DeleteAccountPanel/DeleteAccountPanel.tsx';
import * as styles from './AccountSecurity.css.ts';

export type AccountSecurityProps = {
  /** The password change form, its submit and state. */
  password: Omit<ChangePasswordFormProps, 'headingLevel'>;
  /** The personal data export panel (RGPD), its formats and state. */
  dataExport: Omit<DataExportPanelProps, 'headingLevel'>;
  /** The account deletion panel, its confirmation and state. */
  deletion: Omit<DeleteAccountPanelProps, 'headingLevel'>;
};

/** The security area of both dashboards' settings (spec 2 §2.2, §2.3 tab 6): password, export, deletion. */
export function AccountSecurity({ password, dataExport, deletion }: AccountSecurityProps) {
  return (
    <section className={styles.section} aria-labelledby="account-security-heading">
      <h2 id="account-security-heading" className={styles.heading}>
        Sécurité
      </h2>
      <ChangePasswordForm {...password} />
      <DataExportPanel {...dataExport} />
      <DeleteAccountPanel {...deletion} />
    </section>
  );
}
