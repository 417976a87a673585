/** What the reporter reads of vitest's TestModule and TestCase. */
export interface ReportedModule {
  relativeModuleId: string;
  state(): string;
  children: { allTests(state?: "passed" | "failed" | "skipped" | "pending"): Iterable<unknown> };
}
export interface ReportedTest {
  module: ReportedModule;
  fullName: string;
}
export default class ProgressReporter {
  onTestModuleQueued(module: ReportedModule): void;
  onTestCaseReady(test: ReportedTest): void;
  onTestModuleEnd(module: ReportedModule): void;
}
