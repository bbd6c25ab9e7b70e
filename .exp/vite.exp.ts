import { mergeConfig } from 'vite';
import base from '../vite.config';
const variant = process.env.EXP ?? 'A';
const initial = { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 10 };
const icons = { name: 'icons', test: /lucide-react/, priority: 5 };
const uiBase = {
  name: 'ui-base',
  test: /node_modules[\\/](@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|slot|use-[a-z-]+|presence|id|direction|collection|roving-focus|visually-hidden|portal|dismissable-layer))|tailwind-merge|class-variance-authority)[\\/]|client[\\/]components[\\/]ui[\\/](button|skeleton|card|badge|alert|label|input|textarea|table)\.tsx|client[\\/]lib[\\/](utils|use-page-meta)\.ts/,
  priority: 4,
};
const shell = { name: 'shell', tags: ['$initial'], priority: 9 };
const common = { name: 'common', test: /client[\\/](features|components)[\\/]/, minShareCount: 2, maxModuleSize: 6000, priority: 3 };
const configs: Record<string, object> = {
  P: { groups: [initial, shell, { ...icons, minShareCount: 2 }, uiBase] },
  Q: { groups: [initial, shell, icons, uiBase, common] },
  R: { groups: [initial, shell, { ...icons, minShareCount: 2 }, uiBase, common] },
  N: { groups: [initial, shell, icons, uiBase] },
  O: { groups: [{ ...initial, test: /node_modules|button-variants/ }, icons, uiBase] },
  L: { groups: [initial, icons, uiBase] },
  M: { groups: [initial, { ...icons, priority: 4 }, { ...uiBase, name: 'icons' }] },
  F: { groups: [initial, icons] },
  G: { groups: [initial, icons, { name: 'shared', test: /node_modules/, minShareCount: 3, maxModuleSize: 12000 }] },
  H: { groups: [initial, icons, { name: 'shared', minShareCount: 3, maxModuleSize: 12000 }] },
  I: { groups: [initial, icons, { name: 'shared', minShareCount: 4, maxModuleSize: 8000 }] },
  J: { groups: [initial, icons, { name: 'shared', minShareCount: 2, maxModuleSize: 6000 }] },
  K: { groups: [initial, icons, { name: 'shared', minShareCount: 3, maxModuleSize: 30000 }] },
};
export default mergeConfig(base, {
  build: { manifest: true, outDir: '/tmp/fp-tools/exp-' + variant, rolldownOptions: { output: { codeSplitting: configs[variant] } } },
});
