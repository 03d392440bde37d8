import type { Plugin } from 'vite';

/**
 * Marks the chunks holding the given modules, whose every function runs while the first page
 * loads, with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+): Chrome
 * then compiles their functions while it streams the file, on a background thread, instead of one
 * by one on the main thread the first time each is called. On a phone that lazy compilation is a
 * large part of the first render's long task (decision 036). Added after minification, which drops
 * comments; the source map moves down one line with the code.
 */
export function compileHints(modules: readonly string[]): Plugin {
  const wanted = (ids: readonly string[]) => ids.some((id) => modules.some((m) => id.endsWith(m)));
  return {
    name: 'numscope:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own code at the top of a chunk (its dependency map), so the hint is first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wanted(chunk.moduleIds)) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
