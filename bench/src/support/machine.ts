import os from 'node:os';

export interface MachineInfo {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  os: string;
  database: string;
  loadBefore: number;
  loadAfter: number;
}

export function describeMachine(database: string): MachineInfo {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpuModel: (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim(),
    memoryGiB: os.totalmem() / 2 ** 30,
    node: process.versions.node,
    os: `${os.type()} ${os.release()}`,
    database,
    loadBefore: os.loadavg()[0]!,
    loadAfter: Number.NaN,
  };
}
