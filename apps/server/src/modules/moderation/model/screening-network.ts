import { type ModelFamily, NETWORK_WIDTH } from './model-families';
import trained from './screening-network.json';

/** The families the network answers for; phone numbers, e-mail addresses and links stay with the linear scorer. */
export const NETWORK_FAMILIES: readonly ModelFamily[] = ['social_media', 'financial'];

/** The committed network's shape, as `train-screening-network.ts` writes it. */
export interface ScreeningNetworkFile {
  version: 1;
  trainedOn: string;
  buckets: number;
  hidden: number;
  families: ModelFamily[];
  /** Per hidden unit: the int8 scale of its input weights, and its bias. */
  scales: number[];
  hiddenBias: number[];
  /** Input weights, bucket-major (bucket × hidden unit), int8 in base64. */
  int8: string;
  /** Per family: output weights over the hidden units, bias, and the decision threshold (a probability). */
  outputs: { family: ModelFamily; weights: number[]; bias: number; threshold: number }[];
}

/**
 * A network with one hidden layer over the same hashed features as the linear scorer: each
 * feature adds its row of input weights to the hidden units, which pass through a ReLU to one
 * logistic output per family. The hidden layer lets it weigh words together ("can you" with an
 * amount, an app's name with "add me") where the linear scorer can only add them up, so talk
 * about money and apps scores lower than asks and moves written in words nobody trained it on.
 */
export class ScreeningNetwork {
  private readonly weights: Int8Array;
  private readonly scales: Float64Array;
  private readonly hiddenBias: Float64Array;
  private readonly outputs: { weights: Float64Array; bias: number }[];
  /** The answered families, and per family its threshold as a raw score and the last text's raw score. */
  readonly families: readonly ModelFamily[];
  readonly thresholds: Float64Array;
  readonly logits: Float64Array;
  /** Hash buckets: the feature codes it reads must come from the same number (the linear scorer's). */
  readonly buckets: number;

  constructor(file: ScreeningNetworkFile) {
    if (file.hidden !== NETWORK_WIDTH)
      throw new Error(`screening network: expected ${NETWORK_WIDTH} hidden units, got ${file.hidden}`);
    const bytes = Buffer.from(file.int8, 'base64');
    if (bytes.length !== file.buckets * file.hidden)
      throw new Error(`screening network: expected ${file.buckets * file.hidden} weights, got ${bytes.length}`);
    this.weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    this.buckets = file.buckets;
    this.scales = Float64Array.from(file.scales);
    this.hiddenBias = Float64Array.from(file.hiddenBias);
    const answered = file.outputs.filter((o) => NETWORK_FAMILIES.includes(o.family));
    this.families = answered.map((o) => o.family);
    this.outputs = answered.map((o) => ({ weights: Float64Array.from(o.weights), bias: o.bias }));
    // Compare raw scores, not probabilities, at run time: logit of the threshold.
    this.thresholds = Float64Array.from(answered, (o) => Math.log(o.threshold / (1 - o.threshold)));
    this.logits = new Float64Array(answered.length);
  }

  /** Copies bucket b's eight input weights to `into[b * stride + offset …]` (the linear scorer's fused rows). */
  copyRows(into: Int8Array, stride: number, offset: number): void {
    const width = NETWORK_WIDTH;
    for (let b = 0; b < this.buckets; b++)
      into.set(this.weights.subarray(b * width, (b + 1) * width), b * stride + offset);
  }

  /**
   * Turns the hidden units' raw sums (each feature's input weights, signed, added up over the
   * text's `n` features) into `logits`, one raw score per answered family. The sums arrive in
   * `hidden`, which this overwrites.
   */
  activate(hidden: Float64Array, n: number): void {
    const width = NETWORK_WIDTH;
    const norm = 1 / Math.sqrt(Math.max(1, n));
    for (let k = 0; k < width; k++) {
      const unit = hidden[k]! * this.scales[k]! * norm + this.hiddenBias[k]!;
      hidden[k] = unit > 0 ? unit : 0;
    }
    for (let j = 0; j < this.outputs.length; j++) {
      const output = this.outputs[j]!;
      let z = output.bias;
      for (let k = 0; k < width; k++) z += output.weights[k]! * hidden[k]!;
      this.logits[j] = z;
    }
  }
}

export const screeningNetwork = new ScreeningNetwork(trained as ScreeningNetworkFile);
