// A time-zone field: any IANA name may be typed (the form checks it with isTimeZone), with common ones
// suggested by the browser's own list.
import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

export function TimeZoneInput({ options, ...props }: ComponentProps<typeof Input> & { options: string[] }) {
  const listId = useId();
  return (
    <>
      <Input autoComplete="off" spellCheck={false} list={listId} {...props} />
      <datalist id={listId}>
        {options.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </>
  );
}
