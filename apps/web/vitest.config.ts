import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests: the UI kit and forms rendered in jsdom, driven as a user would (Testing Library).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'components',
    root: import.meta.dirname,
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
