import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BundleReport {
  /** Each JS chunk: file, its gzip size, whether index.html loads it before the app starts. */
  chunks: { file: string; bytes: number; gzip: number; entry: boolean; imports: string[] }[];
  /** The biggest modules across all chunks, by their rendered (minified) size. */
  modules: { id: string; bytes: number; chunk: string }[];
}

/** Short module names: `react-dom/cjs/…` rather than absolute paths. */
function shortId(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) return id.slice(nm + 'node_modules/'.length);
  const src = id.indexOf('/src/');
  return src >= 0 ? id.slice(src + 1) : id;
}

/** Writes dist/bundle-report.json, read by `npm run bench` (bench/src/bundle.ts). */
export function bundleReport(): Plugin {
  return {
    name: 'numscope:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: BundleReport = { chunks: [], modules: [] };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        report.chunks.push({
          file: item.fileName,
          bytes: Buffer.byteLength(item.code),
          gzip: gzipSync(item.code, { level: 9 }).length,
          entry: item.isEntry,
          imports: item.imports,
        });
        for (const [id, m] of Object.entries(item.modules)) {
          if (m.renderedLength > 0) report.modules.push({ id: shortId(id), bytes: m.renderedLength, chunk: item.fileName });
        }
      }
      report.modules.sort((a, b) => b.bytes - a.bytes);
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(report, null, 2) });
    },
  };
}
