// A Node module hook for the build's prerendering: a page's `import './x.css'` means nothing outside the
// browser (Vite bundles the stylesheet), so it loads as an empty module.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
