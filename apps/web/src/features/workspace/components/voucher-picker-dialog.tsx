import { RUN_ERROR_MESSAGES } from '@jokerwise/contracts';
import {
  addVoucher,
  getAddVoucherError,
  VOUCHERS,
  type RunResult,
  type RunState,
  type VoucherName,
} from '@jokerwise/game';
import { Badge } from '../../../components/ui/badge';
import { useIconUrls } from '../api/get-icon-set';
import { formatMoney } from '../lib/format';
import { SearchPickerDialog, type PickerItem } from './search-picker-dialog';

export interface VoucherPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: RunState;
  onAdd: (result: RunResult<RunState>) => void;
}

/** The searchable voucher picker: an upgrade needs its base, and none is owned twice. */
export function VoucherPickerDialog({ open, onOpenChange, run, onAdd }: VoucherPickerDialogProps) {
  const icons = useIconUrls(open);
  const items: PickerItem<VoucherName>[] = VOUCHERS.map((voucher) => {
    const error = getAddVoucherError(run, voucher.name);
    const tier = voucher.tier === 'base' ? 'Base' : 'Upgraded';
    return {
      key: voucher.name,
      title: voucher.name,
      iconUrl: icons.get(voucher.name),
      badges: <Badge variant={voucher.tier === 'base' ? 'info' : 'gold'}>{tier}</Badge>,
      meta: formatMoney(voucher.cost),
      description:
        voucher.tier === 'upgraded'
          ? `${voucher.effect} Needs ${voucher.requires}.`
          : voucher.effect,
      keywords: tier,
      disabledReason: error === null ? null : RUN_ERROR_MESSAGES[error],
    };
  });
  return (
    <SearchPickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a voucher"
      description="Search by name or effect. Upgraded vouchers need their base voucher first."
      searchLabel="Search vouchers"
      items={items}
      onPick={(name) => onAdd(addVoucher(run, name))}
    />
  );
}
