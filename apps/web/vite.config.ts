import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The translation files live in public/localeModule/json/ (served as-is in dev, copied to dist).
// Only the API is proxied to the server in dev; in production the server serves dist itself.
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Vendor code in its own long-cached chunks; app code changes do not invalidate them.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          if (id.includes('node_modules/@tanstack')) return 'query';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          if (id.includes('node_modules/libphonenumber-js')) return 'phone';
          if (id.includes('node_modules/zod')) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});
