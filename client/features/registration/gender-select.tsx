import { GENDERS, type Gender } from '@shared/constants';
import type { FormControlProps } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

const LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };
const OPTIONS = GENDERS.map((g) => ({ value: g, label: LABELS[g] }));

export function GenderSelect({
  value,
  onChange,
  onBlur,
  disabled,
  control,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  control: FormControlProps;
}) {
  return (
    <NativeSelect
      {...control}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      placeholder="Select gender"
      options={OPTIONS}
    />
  );
}
