// Vitest's global setup: a folder for the run's database images (database-images.ts), removed with the
// PostgreSQL templates made in it when the run ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, templatesIn } from './database-images';

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-db-images-'));
  project.provide('databaseImagesDir', dir);
  return async () => {
    if (process.env.TEST_DATABASE_URL)
      for (const template of templatesIn(dir)) await adminQuery(`drop database if exists ${template} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
