import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files: the robustness suites, a SQLite one well ahead of all the others. */
const LONGEST = /\/robustness\.[^/]+\.test\.ts$/;

/**
 * Starts the longest files first, so that they never run alone at the end. Without vitest's
 * timing cache (a fresh clone, so every CI run) the base order is by file size, and the
 * robustness files are four-line wrappers: they came last.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => LONGEST.test(file.moduleId)), ...sorted.filter((file) => !LONGEST.test(file.moduleId))];
  }
}
