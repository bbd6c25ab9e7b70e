// The three icons of the header (Lucide's menu, x and log-out, same paths and stroke), drawn inline: the
// icon library then stays out of the first download, which every page shares.
import type { ComponentProps } from 'react';

type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

function ShellIcon({ paths, className, ...props }: IconProps & { paths: string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => <ShellIcon paths={['M4 5h16', 'M4 12h16', 'M4 19h16']} {...props} />;
export const CloseIcon = (props: IconProps) => <ShellIcon paths={['M18 6 6 18', 'm6 6 12 12']} {...props} />;
export const LogOutIcon = (props: IconProps) => (
  <ShellIcon paths={['m16 17 5-5-5-5', 'M21 12H9', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4']} {...props} />
);
