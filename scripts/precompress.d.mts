import type { Plugin } from 'vite';

export function precompressDir(dir: string): Promise<number>;
export function precompressPlugin(): Plugin;
