import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { InsertChartOutlinedIcon } from '../../../components/ui/icons.tsx';
import { MenuItem } from '../../../components/ui/menu.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The group menu's "Statistics" (docs/product.md#statistics), for every member: coaches see
 * everyone's figures there, a member their own. Composed into the groups feature's menu by the
 * app layer.
 */
export function StatisticsMenuItem({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <MenuItem
      icon={<InsertChartOutlinedIcon fontSize="small" />}
      to={paths.groupStatistics.href(group.id)}
    >
      {t('statistics.menu')}
    </MenuItem>
  );
}
