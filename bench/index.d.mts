/** The bench sections (bench/index.mjs), in the order `npm run bench` runs them. */
export const sections: { name: string; title: string; run(ctx: unknown): Promise<unknown> }[];
