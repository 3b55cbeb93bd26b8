export declare function productionPackages(root: string, workspaces: string[]): Promise<string[]>;
