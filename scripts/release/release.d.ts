export interface Release {
  file: string;
  name: string;
}
export declare function buildRelease(outDir: string): Promise<Release>;
