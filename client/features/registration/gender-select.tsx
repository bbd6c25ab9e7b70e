// The gender question (issue 31): nothing is chosen for anyone, and 'Prefer not to say' is an answer.
import { GENDER_ANSWERS, type GenderAnswer } from '@shared/schemas/registration';
import type { FormControlProps } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

const LABELS: Record<GenderAnswer, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};
const OPTIONS = GENDER_ANSWERS.map((g) => ({ value: g, label: LABELS[g] }));

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
