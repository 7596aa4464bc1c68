import type { StatusDisplay } from '@otech/domain';
import { iconGlyph } from '../Icon/Icon.tsx';
import { Badge } from './Badge.tsx';

export type StatusBadgeProps = {
  /** A status as the domain's catalogues describe it: French label, tone and lucide icon name. */
  status: StatusDisplay;
};

/**
 * A status (order, invoice, quote) shown as text plus colour, never colour alone. Its glyph comes
 * from the icon map by the name the domain gives; a screen that knows its glyphs uses `Badge`.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <Badge tone={status.tone} icon={iconGlyph(status.icon)}>
      {status.label}
    </Badge>
  );
}
