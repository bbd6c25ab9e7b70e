import { GENDERS, type Gender } from '@shared/constants';
import type { FormControlProps } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

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
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue placeholder="Select gender" />
      </SelectTrigger>
      <SelectContent>
        {GENDERS.map((g) => (
          <SelectItem key={g} value={g}>
            {LABELS[g]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
