/**
 * Lets the browser run its other tasks (input, a paint) before what follows: the boot's steps
 * run one per task, each under the 50 ms a phone's CPU may hold the main thread.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
